import { unwrap, type Category, type FeaturedProduct, type Order, type OwnReviews, type Product } from '@cellar/api-client';
import { MAX_DATABASE_INTEGER, parseCatalogueSearch, type CatalogueQuery } from '@cellar/domain';
import type { CatalogueFacets, CataloguePage } from '@cellar/machines';
import { data, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router-dom';
import type { Failure } from './failure';
import { deferred, settle, type Deferred } from './loaded';
import { fetchCatalogueResults, fetchWine } from './catalogue';
import { fetchReviewsPage, type ReviewsPage } from './reviews';
import type { Shop } from '../shop/shop';

export interface HomeData {
  featured: Deferred<FeaturedProduct[]>;
}

export interface CatalogueData {
  /** The query the address asks for, and the cursor of a later page followed without JavaScript. */
  query: CatalogueQuery;
  cursor: string | null;
  results: Deferred<{ page: CataloguePage; facets: CatalogueFacets | null; categories: Pick<Category, 'id' | 'name'>[] }>;
}

export interface ProductData {
  wine: Deferred<Product>;
  /** The first page of the wine's reviews, newest first. */
  reviews: Deferred<ReviewsPage>;
  featured: Deferred<FeaturedProduct[]>;
}

export interface OrdersData {
  orders: Deferred<Order[]>;
  /** The caller's own reviews, and the wines they bought and may still review. */
  reviews: Deferred<OwnReviews>;
}

type LoaderArgs = LoaderFunctionArgs<Readonly<RouterContextProvider>>;

/** An address that cannot name a wine is answered as the API answers an unknown one. */
const NO_WINE_HERE: Failure = { status: 'error', error: { key: 'product.noWineHere' }, httpStatus: 404 };

/** The data each screen shows, loaded through the shop's API client when its route is entered. */
export function createLoaders({ api, store }: Shop) {
  const featured = () => settle(unwrap(api.GET('/products/featured')));
  // The facets name every category (with its count), so the filter row asks for the list only when they failed.
  const catalogue = (query: CatalogueQuery, cursor: string | null, signal: AbortSignal) =>
    settle(
      fetchCatalogueResults(api, query, cursor, signal).then(async (results) => ({
        ...results,
        categories: results.facets ? results.facets.categories.map(({ id, name }) => ({ id, name })) : await unwrap(api.GET('/categories', { signal })),
      })),
    );
  const namesWine = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_DATABASE_INTEGER;
  const wine = (id: number) => (namesWine(id) ? settle(fetchWine(api, id)) : Promise.resolve(NO_WINE_HERE));
  const reviews = (id: number) => (namesWine(id) ? settle(fetchReviewsPage(api, id, 'newest', null)) : Promise.resolve(NO_WINE_HERE));

  return {
    home: ({ context }: LoaderArgs): Promise<HomeData> => deferred(context, { featured: featured() }),
    catalogue: async ({ request, context }: LoaderArgs): Promise<CatalogueData> => {
      const { query, cursor } = parseCatalogueSearch(new URL(request.url).searchParams);
      return { query, cursor, ...(await deferred(context, { results: catalogue(query, cursor, request.signal) })) };
    },
    // On the server a wine that does not exist makes the page a missing one (pageStatus).
    product: ({ params, context }: LoaderArgs): Promise<ProductData> => deferred(context, { wine: wine(Number(params.id)), reviews: reviews(Number(params.id)), featured: featured() }),
    // My Orders is the signed-in user's own history: named, because GET /orders lists every customer's to staff.
    orders: ({ context }: LoaderArgs): Promise<OrdersData> => {
      const customer = store.getSnapshot().context.user?.id;
      return deferred(context, { orders: settle(unwrap(api.GET('/orders', { params: { query: { customer } } }))), reviews: settle(unwrap(api.GET('/reviews/mine'))) });
    },
    notFound: () => data(null, { status: 404 }),
  };
}
