import * as styles from './CategoryFilter.css';

export interface Category {
  id: number;
  name: string;
}

export interface CategoryFilterProps {
  categories: Category[];
  /** null means every category ('Show All'). */
  value: number | null;
  onChange: (categoryId: number | null) => void;
  label?: string;
}

/** One category at a time, as toggle buttons: their pressed state tells assistive tech which is active. */
export function CategoryFilter({ categories, value, onChange, label = 'Filter wines by category' }: CategoryFilterProps) {
  const options: Array<{ id: number | null; name: string }> = [{ id: null, name: 'Show All' }, ...categories];
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.id ?? 'all'}>
            <button type="button" className={styles.chip} aria-pressed={value === option.id} onClick={() => onChange(option.id)}>
              {option.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
