import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { catalogueFacets } from '../catalogue/facets';
import { filtersOf, type CatalogueFilters, type CatalogueSort } from '../catalogue/filters';
import { cataloguePage, keyKindOf } from '../catalogue/list';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';
import { decodeCursor, nextPageLink } from '../paging/keyset-cursor';
import { HttpProblem } from '../http/problem';
import type { Handlers } from '../http/contract';
import { ANSWERED, cachedRead } from '../cache/cached-read';
import { shows } from '../catalogue/cached-reads';
import { apiReadKey } from '../cache/read-key';
import type { ReadCache } from '../cache/read-cache';

const onSale = isNull(products.deletedAt);

const NOT_AVAILABLE = "Sorry, that wine is no longer available. Here's to finding new favorites!";

function productId(request: FastifyRequest): number {
  return (request.params as { id: number }).id;
}

/** No one may keep a catalogue read without asking again: the ETag makes asking cheap. */
const REVALIDATE = { 'cache-control': 'no-cache' };

export function catalogueHandlers(db: Database, cache: ReadCache): Handlers {
  return {
    listFeaturedProducts: cachedRead(cache, async () => {
      const featured = await db
        .select({
          id: products.id,
          name: products.name,
          description: products.description,
          featuredImg: products.featuredImg,
          img: products.img,
          title: products.title,
        })
        .from(products)
        .where(and(onSale, eq(products.featured, true)))
        .orderBy(asc(products.id));
      return { body: featured, tags: shows.featured(featured.map((wine) => wine.id)), headers: REVALIDATE };
    }),

    listProducts: cachedRead(cache, async (request) => {
      // The contract's defaults have filled in `sort` and `limit`.
      const { sort, limit, cursor, ...query } = request.query as CatalogueFilters & { sort: CatalogueSort; limit: number; cursor?: string };
      const filters = filtersOf(query);
      const after = cursor ? decodeCursor(cursor, sort, keyKindOf(sort)) : null;
      const page = await cataloguePage(db, { filters, sort, limit, after, generation: cache.epoch });
      const headers: Record<string, string> = { ...REVALIDATE, [page.total.estimated ? 'x-total-count-estimate' : 'x-total-count']: String(page.total.count) };
      // From the address as kept (see apiReadKey), so that every spelling of this page links the same next one.
      if (page.next) headers.link = nextPageLink(apiReadKey(request), sort, page.next);
      return { body: page.items, tags: shows.list(page.items.map((wine) => wine.id), { inStockOnly: Boolean(filters.inStock) }), headers };
    }),

    getProductFacets: cachedRead(cache, async (request) => ({
      body: await catalogueFacets(db, filtersOf(request.query as CatalogueFilters), cache.epoch),
      tags: shows.facets(),
      headers: REVALIDATE,
    })),

    getProduct: cachedRead(cache, async (request, reply) => {
      const [row] = await db
        .select({ product: products, category: categories })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.id, productId(request)));
      if (!row) throw new HttpProblem(404, NOT_AVAILABLE);
      // The spec's order history reads an empty result as "no longer available" (see openapi.yaml).
      if (row.product.deletedAt) {
        void reply.code(204).headers(REVALIDATE).send();
        return ANSWERED;
      }
      return { body: { ...row.product, category: row.category }, tags: shows.wine(row.product.id), headers: REVALIDATE };
    }),

    listCategories: cachedRead(cache, async () => ({
      body: await db.select().from(categories).orderBy(asc(categories.id)),
      tags: shows.categories(),
      headers: REVALIDATE,
    })),
  };
}
