import { useLocale, useWords } from '@cellar/i18n/react';
import { useId, useState } from 'react';
import { formatCount } from '../shared/format';
import * as styles from './FactFilter.css';

export interface FactOption<Value extends string | number> {
  value: Value;
  /** Wines with this value under the other filters. */
  count: number;
}

export interface FactFilterProps<Value extends string | number> {
  /** What the values are: 'Grape', 'Region', 'Vintage'. */
  legend: string;
  /** The values to offer, largest first, as the catalogue's facets give them. */
  options: readonly FactOption<Value>[];
  selected: readonly Value[];
  onChange: (selected: Value[]) => void;
  /** How many show before 'Show all'. */
  shown?: number;
}

/**
 * One of a wine's facts as checkboxes, each with its count of wines: a wine with any of the checked
 * values matches. The largest few show; the rest fold out. A chosen value stays listed and checked even
 * when the facets no longer name it (a shared link, or the other filters left it no wine).
 */
export function FactFilter<Value extends string | number>({ legend, options, selected, onChange, shown = 6 }: FactFilterProps<Value>) {
  const words = useWords();
  const locale = useLocale();
  const listId = useId();
  const [all, setAll] = useState(false);
  const offered = [...options, ...selected.filter((value) => !options.some((option) => option.value === value)).map((value) => ({ value, count: null }))];
  const visible = all ? offered : offered.filter((option, index) => index < shown || selected.includes(option.value));
  const toggle = (value: Value, checked: boolean) => onChange(checked ? [...selected, value] : selected.filter((kept) => kept !== value));
  if (offered.length === 0) return null;
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{legend}</legend>
      <ul id={listId} className={styles.list}>
        {visible.map(({ value, count }) => (
          <li key={value}>
            <label className={styles.option}>
              <input type="checkbox" className={styles.input} checked={selected.includes(value)} onChange={(event) => toggle(value, event.target.checked)} />
              <span>
                {value}
                {count !== null && (
                  <>
                    {' '}
                    <span className={styles.count}>({formatCount(count, locale)})</span>
                  </>
                )}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {offered.length > shown && (
        <button type="button" className={styles.more} aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
          {all ? words('filters.showFewer') : words('filters.showEvery', { count: offered.length })}
        </button>
      )}
    </fieldset>
  );
}
