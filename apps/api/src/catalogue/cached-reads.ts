import type { Changed } from '../cache/change-feed';
import type { products } from '../db/schema';

/**
 * The one vocabulary between the catalogue's cached reads and its writes. A read says what its body
 * shows (`shows`); a write says what it changed (`CatalogueChange`); only `readsAltered` turns the one
 * into the other, so no handler names a cache tag and a new kind of write is decided here once.
 */
const TAGS = {
  /** Every list page: its membership, order and counts change when any wine's name, price or category does. */
  lists: 'lists',
  /** List pages filtered to wines in stock: a wine selling out leaves them. */
  inStockLists: 'in-stock-lists',
  facets: 'facets',
  featured: 'featured',
  categories: 'categories',
} as const;

/** One tag per wine a body shows: a write to that wine drops every body that shows it. */
const wineTag = (id: number) => `product:${id}`;
/** A wine's pages of reviews, apart from the wine: an order or an edit of the wine leaves them as they are. */
const reviewsTag = (id: number) => `reviews:${id}`;

/** What each cached read of the catalogue shows, as the tags it is kept under. */
export const shows = {
  featured: (wineIds: readonly number[]) => [TAGS.featured, ...wineIds.map(wineTag)],
  list: (wineIds: readonly number[], { inStockOnly }: { inStockOnly: boolean }) => [TAGS.lists, ...wineIds.map(wineTag), ...(inStockOnly ? [TAGS.inStockLists] : [])],
  facets: () => [TAGS.facets],
  wine: (id: number) => [wineTag(id), TAGS.categories],
  categories: () => [TAGS.categories],
  reviews: (wineId: number) => [reviewsTag(wineId)],
};

export type WineField = keyof typeof products.$inferSelect;

interface StockMove {
  id: number;
  from: number;
  to: number;
}

/** Only a wine selling out or coming back changes which wines the in-stock lists and the stock facet count. */
const crossesZero = ({ from, to }: StockMove) => from !== to && (from === 0 || to === 0);
const soldOutOrBack = (moves: readonly StockMove[]) => [...moves.map(({ id }) => wineTag(id)), TAGS.inStockLists, TAGS.facets];

/** What a write did to the catalogue, in the catalogue's words. */
export type CatalogueChange =
  /** A wine created (every field), edited (the fields written), withdrawn or restored (`deletedAt`). */
  | { wine: number; fields: readonly WineField[] }
  /** Bottles returned or counted by staff: each wine's stock before and after. */
  | { stock: readonly StockMove[] }
  /** Bottles sold at checkout: each wine's stock before and after. */
  | { sold: readonly StockMove[] }
  /** A category created, edited or deleted; a new name (in any language) reaches every wine of it. */
  | { category: number; renamed: boolean }
  /** A review of the wine written, hidden or shown again: its pages of reviews, and its rating wherever the wine shows. */
  | { reviews: number };

/** Fields the featured list shows, or that put a wine in it or take it out. */
const FEATURED_FIELDS: ReadonlySet<WineField> = new Set(['featured', 'name', 'img', 'featuredImg', 'description', 'title', 'translations', 'deletedAt']);

function altered(change: CatalogueChange): Changed {
  if ('wine' in change) {
    const tags: string[] = [wineTag(change.wine), TAGS.lists, TAGS.facets, TAGS.inStockLists];
    if (change.fields.some((field) => FEATURED_FIELDS.has(field))) tags.push(TAGS.featured);
    return { now: tags };
  }
  if ('stock' in change) {
    return { now: change.stock.some(crossesZero) ? soldOutOrBack(change.stock) : change.stock.map(({ id }) => wineTag(id)) };
  }
  if ('sold' in change) {
    // Every bottle sold changes its wine's figure, many times a second in a sale, and every body that
    // shows the wine would be dropped each time: the figure may lag (see LaggingDrops), as the checkout
    // refuses what is not there. A wine selling out is dropped at once.
    const out = change.sold.filter(crossesZero);
    return { now: out.length ? soldOutOrBack(out) : [], soon: change.sold.filter((move) => !crossesZero(move)).map(({ id }) => wineTag(id)) };
  }
  if ('reviews' in change) return { now: [reviewsTag(change.reviews), wineTag(change.reviews)] };
  // Every wine's page and list entry shows its category's name.
  return change.renamed ? 'everything' : { now: [TAGS.categories, TAGS.lists, TAGS.facets] };
}

/** The cached reads these changes alter. */
export function readsAltered(changes: readonly CatalogueChange[]): Changed {
  const now = new Set<string>();
  const soon = new Set<string>();
  for (const change of changes) {
    const dropped = altered(change);
    if (dropped === 'everything') return 'everything';
    for (const tag of dropped.now) now.add(tag);
    for (const tag of dropped.soon ?? []) soon.add(tag);
  }
  return { now: [...now], soon: [...soon].filter((tag) => !now.has(tag)) };
}
