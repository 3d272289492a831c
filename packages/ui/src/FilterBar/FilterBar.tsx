import { useWords } from '@cellar/i18n/react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { CategoryFilter, type Category } from '../CategoryFilter/CategoryFilter';
import { FactFilter, type FactOption } from '../FactFilter/FactFilter';
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
  /** The wines' facts to filter by, as the facets count them; the chosen values of each. Without it, no fact groups. */
  facts?: {
    grapes: readonly FactOption<string>[];
    regions: readonly FactOption<string>[];
    vintages: readonly FactOption<number>[];
  };
  chosen?: { grapes: readonly string[]; regions: readonly string[]; vintages: readonly number[] };
  onFactsChange?: (chosen: Partial<{ grapes: string[]; regions: string[]; vintages: number[] }>) => void;
}

const NOTHING_CHOSEN = { grapes: [], regions: [], vintages: [] };

// Years read in order, newest first (the facets give the commonest first, as they do grapes and regions).
const newestFirst = (vintages: readonly FactOption<number>[]) => [...vintages].sort((a, b) => b.value - a.value);

/**
 * The catalogue's search, filters and order, compact so the wines start high on the first screen: the
 * search, the Filters button (price, stock, grapes, regions and vintages fold out under it) and the sort in one row (stacked on
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
  facts,
  chosen = NOTHING_CHOSEN,
  onFactsChange,
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
        {onFactsChange && (
          <div className={styles.facts}>
            <FactFilter legend={words('filters.grapes')} options={facts?.grapes ?? []} selected={chosen.grapes} onChange={(grapes) => onFactsChange({ grapes })} />
            <FactFilter legend={words('filters.regions')} options={facts?.regions ?? []} selected={chosen.regions} onChange={(regions) => onFactsChange({ regions })} />
            <FactFilter legend={words('filters.vintages')} options={newestFirst(facts?.vintages ?? [])} selected={chosen.vintages} onChange={(vintages) => onFactsChange({ vintages })} />
          </div>
        )}
      </div>
      <CategoryFilter categories={categories} value={categoryId} onChange={onCategoryChange} counts={counts} total={total} />
    </div>
  );
}
