import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/tokens';
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

    async listProducts(request) {
      const { category } = request.query as { category?: number };
      const rows = await db
        .select({
          id: products.id,
          name: products.name,
          img: products.img,
          unitPrice: products.unitPrice,
          stock: products.stock,
          categoryId: categories.id,
          categoryName: categories.name,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(category === undefined ? onSale : and(onSale, eq(products.categoryId, category)))
        .orderBy(asc(products.id));
      return rows.map(({ categoryId, categoryName, ...product }) => ({ ...product, category: { id: categoryId, name: categoryName } }));
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
