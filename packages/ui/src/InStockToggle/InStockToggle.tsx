import { useLocale, useWords } from '@cellar/i18n/react';
import { formatCount } from '../shared/format';
import * as styles from './InStockToggle.css';

export interface InStockToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Wines in stock with the other filters applied, shown as '(n)'. */
  count?: number;
  label?: string;
}

/** A switch drawn over a native checkbox, so it keeps the checkbox's keyboard and form behaviour. */
export function InStockToggle({ checked, onChange, count, label }: InStockToggleProps) {
  const words = useWords();
  const locale = useLocale();
  return (
    <label className={styles.root}>
      <input type="checkbox" role="switch" className={styles.input} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>
        {label ?? words('filters.inStockOnly')}
        {count !== undefined && (
          <>
            {' '}
            <span className={styles.count}>({formatCount(count, locale)})</span>
          </>
        )}
      </span>
    </label>
  );
}
