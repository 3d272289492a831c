import { useWords } from '@cellar/i18n/react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { CategoryFilter, type Category } from '../CategoryFilter/CategoryFilter';
import { FilterIcon } from '../icons';
import { InStockToggle } from '../InStockToggle/InStockToggle';
import { PriceRange, type PriceBand, type PriceBounds } from '../PriceRange/PriceRange';
import { SortSelect, type CatalogueSortValue } from '../SortSelect/SortSelect';
import * as styles from './FilterBar.css';

export interface FilterBarProps {
  categories: Category[];
  categoryId: number | null;
  onCategoryChange: (categoryId: number | null) => void;
  /** Wines per category id and in all, shown on the category chips. */
  counts?: Record<number, number>;
  total?: number;
  price: PriceBounds;
  bands?: PriceBand[];
  onPriceChange: (range: PriceBounds) => void;
  inStock: boolean;
  inStockCount?: number;
  onInStockChange: (inStock: boolean) => void;
  sort: CatalogueSortValue;
  onSortChange: (sort: CatalogueSortValue) => void;
  relevanceAvailable?: boolean;
  /** Shown on the phone's Filters button; with onClear, more than 0 offers 'Clear filters'. */
  activeFilters?: number;
  onClear?: () => void;
  /** The catalogue's search box, first in the toolbar's row. */
  search?: ReactNode;
}

/**
 * The catalogue's search, filters and order, compact so the wines start high on the first screen: the
 * search, the Filters button (price and stock fold out under it) and the sort in one row (stacked on
 * phones), then the categories in one line.
 */
export function FilterBar({
  categories,
  categoryId,
  onCategoryChange,
  counts,
  total,
  price,
  bands,
  onPriceChange,
  inStock,
  inStockCount,
  onInStockChange,
  sort,
  onSortChange,
  relevanceAvailable,
  activeFilters = 0,
  onClear,
  search,
}: FilterBarProps) {
  const words = useWords();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {search && <div className={styles.search}>{search}</div>}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            className={styles.toggle}
            icon={<FilterIcon size={18} />}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            {words('filters.toggle', { active: activeFilters })}
          </Button>
          {onClear && activeFilters > 0 && (
            <Button variant="ghost" onClick={onClear}>
              {words('filters.clear')}
            </Button>
          )}
        </div>
        <div className={styles.sort}>
          <SortSelect value={sort} onChange={onSortChange} relevanceAvailable={relevanceAvailable} />
        </div>
      </div>
      <div id={panelId} className={styles.panel} data-open={open || undefined}>
        <div className={styles.price}>
          <PriceRange min={price.min} max={price.max} bands={bands} onChange={onPriceChange} />
        </div>
        <div className={styles.besideFields}>
          <InStockToggle checked={inStock} count={inStockCount} onChange={onInStockChange} />
        </div>
      </div>
      <CategoryFilter categories={categories} value={categoryId} onChange={onCategoryChange} counts={counts} total={total} />
    </div>
  );
}
