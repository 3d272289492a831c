import { canReviewFrom, reviewAuthor } from '@cellar/domain';
import type { components } from '@cellar/api-client';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/tokens';
import { cachedRead } from '../cache/cached-read';
import type { ReadCache } from '../cache/read-cache';
import { apiReadKey } from '../cache/read-key';
import { shows } from '../catalogue/cached-reads';
import type { CatalogueWrites } from '../catalogue/writes';
import type { Database, Queryable } from '../db/client';
import { orderLines, orders, products, reviews, users } from '../db/schema';
import type { Handlers } from '../http/contract';
import { HttpProblem } from '../http/problem';
import { recordAudit } from '../staff/audit';
import { keysetPage, type Ordering } from '../staff/pages';

type ReviewRow = typeof reviews.$inferSelect;
type NewReview = components['schemas']['NewReview'];
type ReviewSort = components['schemas']['ReviewSort'];

/** The review as the shop shows it: the author by the name it was signed with, never who they are. */
function reviewOf(row: ReviewRow) {
  return { id: row.id, productId: row.productId, rating: row.rating, title: row.title, body: row.body, author: row.author, createdAt: row.createdAt.toISOString() };
}

/**
 * "Most helpful" has no votes to go by: the reviews that say most come first, their body's length counted
 * up to 500 characters (past that, more words say no more), then the newest. The wine's index holds the
 * same expression (reviews_shown_helpful_idx).
 */
const helpfulness = sql<number>`least(char_length(${reviews.body}), 500)`.mapWith(Number);

type ShownRow = { review: ReviewRow; helpfulness: number };

const NEWEST_FIRST: Ordering<{ review: ReviewRow }> = { key: reviews.id, keyKind: 'int4', id: reviews.id, descending: true, keyOf: (row) => row.review.id, idOf: (row) => row.review.id };

const SHOP_SORTS: Record<ReviewSort, Ordering<ShownRow>> = {
  newest: NEWEST_FIRST,
  helpful: { key: helpfulness, keyKind: 'int4', id: reviews.id, descending: true, keyOf: (row) => row.helpfulness, idOf: (row) => row.review.id },
};

const shown = isNull(reviews.hiddenAt);

const staffColumns = {
  review: reviews,
  product: { id: products.id, name: products.name },
  customer: { id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email },
};

type StaffRow = { review: ReviewRow; product: { id: number; name: string }; customer: { id: number; firstname: string; lastname: string; email: string } };

/** The review with whether staff hid it: for its author and for staff, never for the shop. */
function reviewWithVisibility(row: ReviewRow) {
  return { ...reviewOf(row), hidden: row.hiddenAt !== null };
}

function staffReviewOf(row: StaffRow) {
  // An erasure takes the person's reviews with it, so a review's author is never an erased customer.
  return { ...reviewWithVisibility(row.review), product: row.product, customer: { ...row.customer, erased: false } };
}

function staffReviews(db: Queryable, where: SQL | undefined) {
  return db.select(staffColumns).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).innerJoin(users, eq(users.id, reviews.userId)).where(where);
}

const wineId = (request: FastifyRequest) => (request.params as { id: number }).id;

async function wineExists(db: Queryable, id: number): Promise<void> {
  const [wine] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!wine) throw new HttpProblem(404, 'wineNotFound');
}

/** Whether this customer has an order of the wine that counts (`canReviewFrom`: any but a rejected one). */
async function boughtIt(db: Queryable, userId: number, productId: number): Promise<boolean> {
  const statuses = await db
    .selectDistinct({ status: orders.status })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orderLines.productId, productId)));
  return statuses.some(({ status }) => canReviewFrom(status));
}

/** Every review a customer wrote, newest first, hidden ones said so: for their own page and their export. */
export async function reviewsOfCustomer(db: Queryable, userId: number) {
  const own = await db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(desc(reviews.id));
  return own.map(reviewWithVisibility);
}

export function reviewHandlers(db: Database, writes: CatalogueWrites, cache: ReadCache): Handlers {
  return {
    listProductReviews: cachedRead(cache, async (request, reply) => {
      const id = wineId(request);
      await wineExists(db, id);
      const query = request.query as { sort: ReviewSort; limit: number; cursor?: string };
      const rows = await keysetPage(
        // Linked from the address as kept, so every spelling of this page links the same next one.
        { url: apiReadKey(request) },
        reply,
        query,
        SHOP_SORTS[query.sort],
        and(eq(reviews.productId, id), shown),
        (where, orderBy, limit) => db.select({ review: reviews, helpfulness }).from(reviews).where(where).orderBy(...orderBy).limit(limit),
        async (where) => (await db.select({ n: count() }).from(reviews).where(where))[0]!.n,
      );
      return { body: rows.map((row) => reviewOf(row.review)), tags: shows.reviews(id), headers: { 'cache-control': 'no-cache' } };
    }),

    async createReview(request, reply) {
      const caller = currentUser(request);
      const productId = wineId(request);
      const body = request.body as NewReview;
      const review = await writes.write(
        async (tx) => {
          await wineExists(tx, productId);
          if (!(await boughtIt(tx, caller.id, productId))) throw new HttpProblem(403, 'reviewBuyersOnly');
          // Two reviews sent at once by one customer meet at the unique index: one is written, the other finds it.
          const [row] = await tx
            .insert(reviews)
            .values({ productId, userId: caller.id, rating: body.rating, title: body.title?.trim() ?? null, body: body.body.trim(), author: reviewAuthor(caller.firstname, caller.lastname) })
            .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
            .returning();
          if (!row) throw new HttpProblem(409, 'reviewExists');
          return { value: row, changes: [{ reviews: productId }] };
        },
        { tokenId: caller.tokenId },
      );
      return reply.code(201).send(reviewOf(review));
    },

    async listOwnReviews(request) {
      const caller = currentUser(request);
      const own = await reviewsOfCustomer(db, caller.id);
      const bought = await db
        .selectDistinct({ productId: orderLines.productId, status: orders.status })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .innerJoin(products, eq(products.id, orderLines.productId))
        // A withdrawn wine has no page to review it on.
        .where(and(eq(orders.userId, caller.id), isNull(products.deletedAt)));
      const reviewed = new Set(own.map((row) => row.productId));
      const reviewable = [...new Set(bought.filter(({ status }) => canReviewFrom(status)).map(({ productId }) => productId))].filter((id) => !reviewed.has(id)).sort((a, b) => a - b);
      return { reviews: own, reviewable };
    },

    async listReviews(request, reply) {
      const query = request.query as { product?: number; hidden?: boolean; limit: number; cursor?: string };
      const filters = and(
        query.product === undefined ? undefined : eq(reviews.productId, query.product),
        query.hidden === undefined ? undefined : query.hidden ? sql`${reviews.hiddenAt} is not null` : shown,
      );
      const rows = await keysetPage(
        request,
        reply,
        { ...query, sort: 'newest' },
        NEWEST_FIRST,
        filters,
        (where, orderBy, limit) => staffReviews(db, where).orderBy(...orderBy).limit(limit),
        async (where) => (await db.select({ n: count() }).from(reviews).where(where))[0]!.n,
      );
      return rows.map(staffReviewOf);
    },

    async moderateReview(request) {
      const staff = currentUser(request);
      const id = (request.params as { id: number }).id;
      const { hidden } = request.body as components['schemas']['ReviewModeration'];
      await writes.write(
        async (tx) => {
          const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
          if (!before) throw new HttpProblem(404, 'reviewNotFound');
          if ((before.hiddenAt !== null) === hidden) return { value: undefined, changes: [] };
          await tx
            .update(reviews)
            .set({ hiddenAt: hidden ? new Date() : null })
            .where(eq(reviews.id, id));
          await recordAudit(tx, { staffId: staff.id, action: hidden ? 'review.hide' : 'review.show', entity: 'review', entityId: id, before: { hidden: !hidden, productId: before.productId }, after: { hidden, productId: before.productId } });
          return { value: undefined, changes: [{ reviews: before.productId }] };
        },
        { tokenId: staff.tokenId },
      );
      const [row] = await staffReviews(db, eq(reviews.id, id));
      return staffReviewOf(row!);
    },
  };
}
