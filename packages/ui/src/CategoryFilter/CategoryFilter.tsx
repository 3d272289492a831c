import { useLocale, useWords } from '@cellar/i18n/react';
import type { CategoryRef } from '@cellar/api-client';
import { formatCount } from '../shared/format';
import * as styles from './CategoryFilter.css';

/** A category as the catalogue's filters offer it: the contract's `CategoryRef`. */
export type Category = CategoryRef;

export interface CategoryFilterProps {
  categories: Category[];
  /** null means every category ('Show All'). */
  value: number | null;
  onChange: (categoryId: number | null) => void;
  label?: string;
  /** Wines per category id, shown as '(n)' after each name; a category missing from it has none. */
  counts?: Record<number, number>;
  /** Wines in every category, shown as '(n)' after 'Show All'. */
  total?: number;
}

/** One category at a time, as toggle buttons: their pressed state tells assistive tech which is active. */
export function CategoryFilter({ categories, value, onChange, label, counts, total }: CategoryFilterProps) {
  const words = useWords();
  const locale = useLocale();
  const options: Array<{ id: number | null; name: string; count?: number }> = [
    { id: null, name: words('filters.showAll'), count: total },
    ...categories.map((category) => ({ ...category, count: counts ? (counts[category.id] ?? 0) : undefined })),
  ];
  return (
    <nav aria-label={label ?? words('filters.categories')}>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.id ?? 'all'}>
            <button type="button" className={styles.chip} aria-pressed={value === option.id} onClick={() => onChange(option.id)}>
              {option.name}
              {option.count !== undefined && (
                <>
                  {' '}
                  <span className={styles.chipCount}>({formatCount(option.count, locale)})</span>
                </>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
