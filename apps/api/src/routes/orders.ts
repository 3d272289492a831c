import { isInShippingWindow, parseShopDay, shippingWindow, shopDay, totalAmount, totalItems } from '@cellar/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/tokens';
import type { Database, Queryable } from '../db/client';
import { withWriteLock } from '../db/locks';
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
  return rows.map((row) => {
    const productList = lines.filter((line) => line.orderId === row.id).map(({ orderId: _orderId, ...line }) => line);
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
  });
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

export function orderHandlers(db: Database, now: () => Date = () => new Date()): Handlers {

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
      // A repeat of an order already made is answered with it, whatever the stock or the date is now.
      if (key) {
        const existing = await findByKey(db, user.id, key);
        if (existing) return reply.code(200).send(existing);
      }
      const shippingDate = shippingDay(body.shippingDate, now());
      const quantities = mergeLines(body.productList);
      const ids = [...quantities.keys()].sort((a, b) => a - b);

      const { order, repeated } = await withWriteLock(
        db,
        async (tx) => {
          if (key) {
            // Submits with one key take turns, on every instance: the later one finds the earlier one's order
            // here instead of meeting the stock that order has just taken.
            await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${user.id}:${key}`}, 0))`);
            const existing = await findByKey(tx, user.id, key);
            if (existing) return { order: existing, repeated: true };
          }
          // Rows are locked in id order, so two carts with the same wines cannot deadlock each other.
          const stocked = await tx
            .select()
            .from(products)
            .where(inArray(products.id, ids))
            .orderBy(asc(products.id))
            .for('update');
          const byId = new Map(stocked.map((product) => [product.id, product]));
          for (const id of ids) {
            const product = byId.get(id);
            const qty = quantities.get(id)!;
            if (!product || product.deletedAt) {
              throw new HttpProblem(409, `${product?.name ?? `Wine #${id}`} is no longer available. Please remove it from your cart.`);
            }
            if (product.stock < qty) {
              throw new HttpProblem(
                409,
                product.stock === 0
                  ? `Sorry, ${product.name} has just sold out. Please remove it from your cart.`
                  : `Only ${bottles(product.stock)} of ${product.name} left. Please lower the quantity to ${product.stock} or less.`,
              );
            }
          }
          for (const id of ids) {
            await tx
              .update(products)
              .set({ stock: sql`${products.stock} - ${quantities.get(id)!}` })
              .where(eq(products.id, id));
          }
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
            .returning();
          await tx.insert(orderLines).values(
            ids.map((id, position) => {
              const product = byId.get(id)!;
              return { orderId: created!.id, productId: id, position, name: product.name, img: product.img, unitPrice: product.unitPrice, qty: quantities.get(id)! };
            }),
          );
          return { order: (await presentOrders(tx, [created!]))[0]!, repeated: false };
        },
        { tokenId: user.tokenId },
      );
      return reply.code(repeated ? 200 : 201).send(order);
    },
  };
}
