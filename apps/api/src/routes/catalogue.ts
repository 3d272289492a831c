import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/tokens';
import { catalogueFacets } from '../catalogue/facets';
import { filtersOf, type CatalogueFilters, type CatalogueSort } from '../catalogue/filters';
import { cataloguePage } from '../catalogue/list';
import type { Database } from '../db/client';
import { withWriteLock } from '../db/locks';
import { categories, products } from '../db/schema';
import { HttpProblem } from '../http/problem';
import type { Handlers } from '../http/contract';

const onSale = isNull(products.deletedAt);

const NOT_AVAILABLE = "Sorry, that wine is no longer available. Here's to finding new favorites!";

function productId(request: FastifyRequest): number {
  return (request.params as { id: number }).id;
}

/** The same request with the next page's cursor: every filter, sort and limit carries over. */
function nextPageUrl(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl, 'http://shop.invalid');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}

export function catalogueHandlers(db: Database): Handlers {
  return {
    async listFeaturedProducts() {
      return db
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
    },

    async listProducts(request, reply) {
      // The contract's defaults have filled in `sort` and `limit`.
      const { sort, limit, cursor, ...query } = request.query as CatalogueFilters & { sort: CatalogueSort; limit: number; cursor?: string };
      const page = await cataloguePage(db, { filters: filtersOf(query), sort, limit, cursor });
      if (page.next) reply.header('link', `<${nextPageUrl(request.url, page.next)}>; rel="next"`);
      reply.header(page.total.estimated ? 'x-total-count-estimate' : 'x-total-count', String(page.total.count));
      return page.items;
    },

    async getProductFacets(request) {
      return catalogueFacets(db, filtersOf(request.query as CatalogueFilters));
    },

    async getProduct(request) {
      const [row] = await db
        .select({ product: products, category: categories })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(onSale, eq(products.id, productId(request))));
      if (!row) throw new HttpProblem(404, NOT_AVAILABLE);
      return { ...row.product, category: row.category };
    },

    async deleteProduct(request, reply) {
      const staff = currentUser(request);
      if (staff.role !== 'admin') throw new HttpProblem(403, "Only the cellar's staff can withdraw a wine.");
      const withdrawn = await withWriteLock(
        db,
        (tx) =>
          tx
            .update(products)
            .set({ deletedAt: new Date() })
            .where(and(onSale, eq(products.id, productId(request))))
            .returning({ id: products.id }),
        { tokenId: staff.tokenId },
      );
      if (withdrawn.length === 0) throw new HttpProblem(404, NOT_AVAILABLE);
      return reply.code(204).send();
    },

    async listCategories() {
      return db.select().from(categories).orderBy(asc(categories.id));
    },
  };
}
