import { listTotalOf, nextCursorOf, unwrap, type ApiCalls, type CatalogueProduct, type Product } from '@cellar/api-client';
import { CATALOGUE_PAGE_SIZE, catalogueSearch, type CatalogueQuery } from '@cellar/domain';
import { WINE_UNAVAILABLE, type CatalogueFacets, type CataloguePage, type CatalogueWine } from '@cellar/machines';
import { PhrasedApiError } from './failure';

// The machine keeps its own copy of the API's wine shape (machines may not import the client); this
// line fails to compile the day the two part.
const sameShape: (wine: CatalogueProduct) => CatalogueWine = (wine) => wine;

/** The catalogue page of a query (and of a later page, with its cursor): the address the shop shows and links. */
export function catalogueHref(query: CatalogueQuery, cursor?: string | null): string {
  const search = catalogueSearch(query, cursor).toString();
  return search ? `/our-wines?${search}` : '/our-wines';
}

/** The API's parameters for a shop query: defaults left out, so equal queries make equal requests. */
function apiQuery(query: CatalogueQuery) {
  return {
    ...(query.q ? { q: query.q } : {}),
    ...(query.categoryIds.length ? { category: query.categoryIds } : {}),
    ...(query.minPrice !== null ? { minPrice: query.minPrice } : {}),
    ...(query.maxPrice !== null ? { maxPrice: query.maxPrice } : {}),
    ...(query.inStock ? { inStock: true } : {}),
    ...(query.grapes.length ? { grape: query.grapes } : {}),
    ...(query.regions.length ? { region: query.regions } : {}),
    ...(query.vintages.length ? { vintage: query.vintages } : {}),
    ...(query.sort !== 'relevance' ? { sort: query.sort } : {}),
  };
}

/** One page of wines for a query, after `cursor` (the first page without one). */
export async function fetchCataloguePage(api: ApiCalls, query: CatalogueQuery, cursor: string | null, signal?: AbortSignal): Promise<CataloguePage> {
  const call = api.GET('/products', {
    params: { query: { ...apiQuery(query), limit: CATALOGUE_PAGE_SIZE, ...(cursor ? { cursor } : {}) } },
    ...(signal ? { signal } : {}),
  });
  const items = await unwrap(call);
  const { response } = await call;
  return { items: items.map(sameShape), next: nextCursorOf(response), total: listTotalOf(response) ?? { count: 0, estimated: true } };
}

/** The counts behind the filters; null when only they failed, so the list still shows. */
export async function fetchCatalogueFacets(api: ApiCalls, query: CatalogueQuery, signal?: AbortSignal): Promise<CatalogueFacets | null> {
  // The counts do not depend on the order.
  const filters = apiQuery({ ...query, sort: 'relevance' });
  return unwrap(api.GET('/products/facets', { params: { query: filters }, ...(signal ? { signal } : {}) })).catch(() => null);
}

/** The first page of a query (or the page after `cursor`, for a link followed without JavaScript) with its facets. */
export async function fetchCatalogueResults(api: ApiCalls, query: CatalogueQuery, cursor: string | null, signal?: AbortSignal) {
  const [page, facets] = await Promise.all([fetchCataloguePage(api, query, cursor, signal), fetchCatalogueFacets(api, query, signal)]);
  return { page, facets };
}

/**
 * One wine on sale. A withdrawn one answers 204, the spec's empty result; the shop takes it as the 404 it
 * was, so the product page and the order history say it is no longer available.
 */
export async function fetchWine(api: ApiCalls, id: number): Promise<Product> {
  const wine = await unwrap(api.GET('/products/{id}', { params: { path: { id } } }));
  if (wine) return wine;
  throw new PhrasedApiError(404, WINE_UNAVAILABLE);
}
