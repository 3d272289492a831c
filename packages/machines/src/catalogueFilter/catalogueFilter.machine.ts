import { assign, setup } from 'xstate';

export interface CatalogueFilterContext {
  /** null shows every wine, otherwise only the wines of this category. */
  categoryId: number | null;
}

export type CatalogueFilterEvent = { type: 'SELECT'; categoryId: number | null };

/**
 * Catalogue filter on Our wines (spec sections 2 and 4): 'Show All' (categoryId null) or one
 * category at a time. No injected effects; `visibleProducts` applies the filter to a product list.
 */
export const catalogueFilterMachine = setup({
  types: {
    context: {} as CatalogueFilterContext,
    events: {} as CatalogueFilterEvent,
  },
  actions: {
    select: assign({ categoryId: ({ event }) => event.categoryId }),
  },
  guards: {
    showsAll: ({ event }) => event.categoryId === null,
  },
}).createMachine({
  id: 'catalogueFilter',
  context: { categoryId: null },
  initial: 'all',
  on: {
    SELECT: [
      { guard: 'showsAll', target: '.all', actions: 'select' },
      { target: '.category', actions: 'select' },
    ],
  },
  states: {
    all: {},
    category: {},
  },
});

export function visibleProducts<TProduct extends { category: { id: number } }>(products: readonly TProduct[], categoryId: number | null): TProduct[] {
  return categoryId === null ? [...products] : products.filter((product) => product.category.id === categoryId);
}
