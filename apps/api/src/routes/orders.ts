import { isInShippingWindow, parseShopDay, shippingWindow, shopDay, totalAmount, totalItems } from '@cellar/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/tokens';
import type { Database, Queryable, Transaction } from '../db/client';
import { isDeadlock } from '../db/errors';
import { rowsOf } from '../db/rows';
import type { ChangeFeed } from '../cache/change-feed';
import { CATALOGUE_TAGS, wineTag } from './catalogue';
import { orderLines, orders, products } from '../db/schema';
import { HttpProblem } from '../http/problem';
import type { Handlers } from '../http/contract';

type OrderRow = typeof orders.$inferSelect;

interface NewOrderBody {
  productList: { id: number; qty: number }[];
  shippingAddress: string;
  shippingDate: string;
  paymentMethod: OrderRow['paymentMethod'];
}

/** Loads orders with their lines in two queries and shapes them as the contract's Order. */
async function presentOrders(db: Queryable, rows: OrderRow[]) {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      id: orderLines.productId,
      name: orderLines.name,
      img: orderLines.img,
      unitPrice: orderLines.unitPrice,
      qty: orderLines.qty,
      // A withdrawn wine can no longer be bought, so it has no stock to offer.
      stock: sql<number>`case when ${products.deletedAt} is null then ${products.stock} else 0 end`.mapWith(Number),
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  return rows.map((row) => orderOf(row, lines.filter((line) => line.orderId === row.id).map(({ orderId: _orderId, ...line }) => line)));
}

type OrderLine = { id: number; name: string; img: string; unitPrice: number; qty: number; stock: number };

/** The contract's Order: the row, its lines and the totals the shopper sees. */
function orderOf(row: OrderRow, productList: OrderLine[]) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    shippingAddress: row.shippingAddress,
    shippingDate: row.shippingDate,
    paymentMethod: row.paymentMethod,
    status: row.status,
    totalItems: totalItems(productList),
    totalAmount: totalAmount(productList),
    productList,
  };
}

function bottles(n: number): string {
  return `${n} ${n === 1 ? 'bottle' : 'bottles'}`;
}

function shippingDay(value: string, now: Date): string {
  const today = shopDay(now);
  const day = parseShopDay(value);
  if (!day || !isInShippingWindow(day, today)) {
    const { earliest, latest } = shippingWindow(today);
    const message = `Please choose a shipping date from ${earliest} to ${latest}.`;
    throw new HttpProblem(400, message, { errors: [{ field: 'shippingDate', message }] });
  }
  return day;
}

/** Sums repeated lines of one wine, so a cart that lists it twice is checked against its stock once. */
function mergeLines(lines: NewOrderBody['productList']): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of lines) quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.qty);
  return quantities;
}

function idempotencyKey(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key.length > 0 ? key : null;
}

async function findByKey(db: Queryable, userId: number, key: string) {
  const [existing] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return existing ? (await presentOrders(db, [existing]))[0] : undefined;
}

interface SoldRow {
  id: number;
  name: string;
  img: string;
  unit_price: number;
  stock: number;
}

/** Why the stock update left some lines out: the first wine that is gone or short, as the shopper is told. */
async function shortage(tx: Transaction, quantities: Map<number, number>, sold: SoldRow[]): Promise<HttpProblem> {
  const soldIds = new Set(sold.map((row) => row.id));
  const missing = [...quantities.keys()].filter((id) => !soldIds.has(id)).sort((a, b) => a - b);
  const rows = await tx.select().from(products).where(inArray(products.id, missing));
  const byId = new Map(rows.map((product) => [product.id, product]));
  const id = missing[0]!;
  const product = byId.get(id);
  if (!product || product.deletedAt) return new HttpProblem(409, `${product?.name ?? `Wine #${id}`} is no longer available. Please remove it from your cart.`);
  return new HttpProblem(
    409,
    product.stock === 0
      ? `Sorry, ${product.name} has just sold out. Please remove it from your cart.`
      : `Only ${bottles(product.stock)} of ${product.name} left. Please lower the quantity to ${product.stock} or less.`,
  );
}

/** Two orders that lock the same wines in different orders deadlock; PostgreSQL ends one, which is tried again. */
const DEADLOCK_RETRIES = 3;

export function orderHandlers(db: Database, feed: ChangeFeed, now: () => Date = () => new Date()): Handlers {
  return {
    async listOrders(request) {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, currentUser(request).id))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return presentOrders(db, rows);
    },

    async createOrder(request, reply) {
      const user = currentUser(request);
      const body = request.body as NewOrderBody;
      const key = idempotencyKey(request);
      let shippingDate: string;
      try {
        shippingDate = shippingDay(body.shippingDate, now());
      } catch (error) {
        // A repeat of an order already made is answered with it, whatever the date is now.
        const existing = key ? await findByKey(db, user.id, key) : undefined;
        if (existing) return reply.code(200).send(existing);
        throw error;
      }
      const quantities = mergeLines(body.productList);
      // Sorted, so that the update meets the rows in one order whatever the cart's order.
      const ids = [...quantities.keys()].sort((a, b) => a - b);

      // Three statements after the lock: the order (a repeat of its key finds the first and stops), the
      // stock of every line only where enough remains, and the lines.
      const place = () =>
        feed.catalogueWrite(
          async (tx) => {
            const [created] = await tx
              .insert(orders)
              .values({
                userId: user.id,
                shippingAddress: body.shippingAddress.trim(),
                shippingDate,
                paymentMethod: body.paymentMethod,
                // Payment is simulated: every accepted order is paid at once.
                status: 'paid',
                idempotencyKey: key,
              })
              .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
              .returning();
            if (!created) return { value: null, changed: [] };
            const wanted = sql.join(
              ids.map((id) => sql`(${id}::integer, ${quantities.get(id)!}::integer)`),
              sql`, `,
            );
            const sold = await rowsOf<SoldRow>(
              tx,
              sql`update products p set stock = p.stock - wanted.qty
                  from (values ${wanted}) as wanted (id, qty)
                  where p.id = wanted.id and p.deleted_at is null and p.stock >= wanted.qty
                  returning p.id, p.name, p.img, p.unit_price, p.stock`,
            );
            if (sold.length < ids.length) throw await shortage(tx, quantities, sold);
            const byId = new Map(sold.map((row) => [row.id, row]));
            const lines = ids.map((id) => {
              const row = byId.get(id)!;
              return { id, name: row.name, img: row.img, unitPrice: row.unit_price, qty: quantities.get(id)!, stock: row.stock };
            });
            await tx.insert(orderLines).values(lines.map(({ id, name, img, unitPrice, qty }, position) => ({ orderId: created.id, productId: id, position, name, img, unitPrice, qty })));
            const soldOut = sold.some((row) => row.stock === 0);
            return {
              value: orderOf(created, lines),
              changed: [...ids.map(wineTag), ...(soldOut ? [CATALOGUE_TAGS.inStockLists, CATALOGUE_TAGS.facets] : [])],
            };
          },
          { tokenId: user.tokenId },
        );

      for (let attempt = 1; ; attempt++) {
        try {
          const order = await place();
          if (order) return reply.code(201).send(order);
          return reply.code(200).send(await findByKey(db, user.id, key!));
        } catch (error) {
          if (!isDeadlock(error) || attempt >= DEADLOCK_RETRIES) throw error;
        }
      }
    },
  };
}
