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
import { answerLocale } from '../http/locale';
import { CATEGORY_TEXTS, inLocale, textInLocale, WINE_TEXTS } from '../catalogue/content';
import { factsOfWine } from '../catalogue/facts';

const onSale = isNull(products.deletedAt);


function productId(request: FastifyRequest): number {
  return (request.params as { id: number }).id;
}

/** No one may keep a catalogue read without asking again: the ETag makes asking cheap. */
const REVALIDATE = { 'cache-control': 'no-cache' };

export function catalogueHandlers(db: Database, cache: ReadCache): Handlers {
  return {
    listFeaturedProducts: cachedRead(cache, async (request, reply) => {
      const locale = answerLocale(request, reply);
      const featured = await db
        .select({
          id: products.id,
          name: products.name,
          description: textInLocale(products.description, products.translations, 'description', locale),
          featuredImg: products.featuredImg,
          img: products.img,
          title: textInLocale(products.title, products.translations, 'title', locale),
        })
        .from(products)
        .where(and(onSale, eq(products.featured, true)))
        .orderBy(asc(products.id));
      return { body: featured, tags: shows.featured(featured.map((wine) => wine.id)), headers: REVALIDATE };
    }),

    listProducts: cachedRead(cache, async (request, reply) => {
      const locale = answerLocale(request, reply);
      // The contract's defaults have filled in `sort` and `limit`.
      const { sort, limit, cursor, lang: _lang, ...query } = request.query as CatalogueFilters & { sort: CatalogueSort; limit: number; cursor?: string; lang?: string };
      const filters = filtersOf(query);
      const after = cursor ? decodeCursor(cursor, sort, keyKindOf(sort)) : null;
      const page = await cataloguePage(db, { filters, sort, limit, after, generation: cache.epoch, locale });
      const headers: Record<string, string> = { ...REVALIDATE, [page.total.estimated ? 'x-total-count-estimate' : 'x-total-count']: String(page.total.count) };
      // From the address as kept (see apiReadKey), so that every spelling of this page links the same next one.
      if (page.next) headers.link = nextPageLink(apiReadKey(request), sort, page.next);
      return { body: page.items, tags: shows.list(page.items.map((wine) => wine.id), { inStockOnly: Boolean(filters.inStock) }), headers };
    }),

    getProductFacets: cachedRead(cache, async (request, reply) => ({
      body: await catalogueFacets(db, filtersOf(request.query as CatalogueFilters), cache.epoch, answerLocale(request, reply)),
      tags: shows.facets(),
      headers: REVALIDATE,
    })),

    getProduct: cachedRead(cache, async (request, reply) => {
      const locale = answerLocale(request, reply);
      const [row] = await db
        .select({ product: products, category: categories })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.id, productId(request)));
      if (!row) throw new HttpProblem(404, 'wineUnavailable');
      // The spec's order history reads an empty result as "no longer available" (see openapi.yaml).
      if (row.product.deletedAt) {
        void reply.code(204).headers(REVALIDATE).send();
        return ANSWERED;
      }
      const { translations, regionId: _regionId, grapeIds: _grapeIds, ...wine } = row.product;
      const category = inLocale(row.category, row.category.translations, CATEGORY_TEXTS, locale);
      const facts = await factsOfWine(db, row.product.id);
      return { body: { ...inLocale(wine, translations, WINE_TEXTS, locale), ...facts, category }, tags: shows.wine(row.product.id), headers: REVALIDATE };
    }),

    listCategories: cachedRead(cache, async (request, reply) => {
      const locale = answerLocale(request, reply);
      const rows = await db.select().from(categories).orderBy(asc(categories.id));
      return { body: rows.map(({ translations, ...category }) => inLocale(category, translations, CATEGORY_TEXTS, locale)), tags: shows.categories(), headers: REVALIDATE };
    }),
  };
}
