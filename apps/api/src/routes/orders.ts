import { canMoveOrder, isInShippingWindow, parseShopDay, refusedOrderMove, shippingWindow, shopDay, shopNoon, totalAmount, totalItems } from '@cellar/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentUser, isStaff } from '../auth/tokens';
import type { Database, Queryable } from '../db/client';
import { isDeadlock, isShortOfStock } from '../db/errors';
import { preparedRowsOf, rowsOf } from '../db/rows';
import { recordAudit } from '../staff/audit';
import { keysetPage, textMatches, type Ordering } from '../staff/pages';
import type { CatalogueWrites } from '../catalogue/writes';
import { orderLines, orders, products, users } from '../db/schema';
import { fieldProblem, HttpProblem, sessionExpired } from '../http/problem';
import { enqueueMail } from '../mail/outbox';
import { PLACE_ORDER, placeOrder, type PlacedRow } from './place-order';
import type { OrderStatus } from '@cellar/api-client';
import type { Handlers } from '../http/contract';

type OrderRow = typeof orders.$inferSelect;

interface NewOrderBody {
  productList: { id: number; qty: number }[];
  shippingAddress: string;
  shippingDate: string;
  paymentMethod: OrderRow['paymentMethod'];
}

/** Loads orders with their lines in two queries (three with their customers, for staff) and shapes them as the contract's Order. */
export async function presentOrders(db: Queryable, rows: OrderRow[], withCustomers = false) {
  if (rows.length === 0) return [];
  const customers = withCustomers ? await customersOf(db, rows) : null;
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
      onSale: sql<boolean>`${products.deletedAt} is null`,
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
    const order = orderOf(row, lines.filter((line) => line.orderId === row.id).map(({ orderId: _orderId, ...line }) => line));
    const customer = customers?.get(row.userId);
    // `user` is the original admin dashboard's name for the same person.
    return customer ? { ...order, customer, user: customer } : order;
  });
}

async function customersOf(db: Queryable, rows: OrderRow[]) {
  const ids = [...new Set(rows.map((row) => row.userId))];
  const found = await db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, erasedAt: users.erasedAt }).from(users).where(inArray(users.id, ids));
  // An erased customer's orders stay for the books, nameless: the placeholder address is nobody's to show.
  return new Map(found.map(({ erasedAt, ...customer }) => [customer.id, erasedAt ? { ...customer, email: '', erased: true } : { ...customer, erased: false }]));
}

type OrderLine = { id: number; name: string; img: string; unitPrice: number; qty: number; stock: number; onSale: boolean };

/** The contract's Order: the row, its lines and the totals the shopper sees. */
function orderOf(row: Omit<OrderRow, 'userId' | 'idempotencyKey'>, productList: OrderLine[]) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    shippingAddress: row.shippingAddress,
    // A date-time every browser reads as the chosen day (see shopNoon).
    shippingDate: shopNoon(row.shippingDate),
    paymentMethod: row.paymentMethod,
    status: row.status,
    totalItems: totalItems(productList),
    totalAmount: totalAmount(productList),
    productList,
  };
}

function shippingDay(value: string, now: Date): string {
  const today = shopDay(now);
  const day = parseShopDay(value);
  if (!day || !isInShippingWindow(day, today)) {
    const { earliest, latest } = shippingWindow(today);
    throw fieldProblem(400, 'shippingDate', 'invalid', 'shippingDateOutOfWindow', { earliest, latest });
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

/** Why a status move is refused (409): already there, final, or not a next step. */
function refusedMove(from: OrderStatus, to: OrderStatus): HttpProblem {
  const { code, params } = refusedOrderMove(from, to);
  return new HttpProblem(409, code, params);
}

/**
 * Why the order was refused: the first wine that is gone or short, as the shopper is told. Null when
 * every wine has enough again (bottles came back since), and the order is worth another try.
 */
async function shortage(db: Queryable, quantities: Map<number, number>): Promise<HttpProblem | null> {
  const ids = [...quantities.keys()].sort((a, b) => a - b);
  const byId = new Map((await db.select().from(products).where(inArray(products.id, ids))).map((product) => [product.id, product]));
  const id = ids.find((wanted) => {
    const product = byId.get(wanted);
    return !product || product.deletedAt || product.stock < quantities.get(wanted)!;
  });
  if (id === undefined) return null;
  const product = byId.get(id);
  if (!product) return new HttpProblem(409, 'wineUnknown', { id: String(id) });
  if (product.deletedAt) return new HttpProblem(409, 'wineWithdrawn', { name: product.name });
  if (product.stock === 0) return new HttpProblem(409, 'outOfStock', { name: product.name });
  return new HttpProblem(409, 'stockShort', { name: product.name, stock: product.stock });
}

interface OrderListQuery {
  customer?: number;
  status?: OrderRow['status'];
  q?: string;
  sort: 'newest' | 'oldest';
  limit: number;
  cursor?: string;
}


/**
 * A rejected order's bottles go back on the shelf, in the transaction that rejects it, each recorded as
 * a cancellation. Rows are updated in id order, as checkout takes them, so the two cannot deadlock.
 */
async function returnBottles(tx: Queryable, orderId: number, staffId: number): Promise<{ id: number; qty: number; stock: number }[]> {
  return rowsOf<{ id: number; qty: number; stock: number }>(
    tx,
    sql`with back as (
          select product_id as id, sum(qty)::integer as qty from ${orderLines} where order_id = ${orderId} group by product_id
        ),
        locked as (
          select p.id from products p join back on back.id = p.id order by p.id for update of p
        ),
        restocked as (
          update products p set stock = p.stock + back.qty from back, locked where p.id = back.id and locked.id = p.id
          returning p.id, back.qty, p.stock
        ),
        moved as (
          insert into stock_movements (product_id, change, reason, order_id, staff_id)
          select id, qty, 'cancellation', ${orderId}::integer, ${staffId}::integer from restocked
        )
        select id, qty, stock from restocked order by id`,
  );
}

/**
 * Tries again when PostgreSQL ended the statement to break a deadlock (two orders locking the same
 * wines in different orders), or when a refused order finds its bottles back.
 */
const ATTEMPTS = 3;

/** A customer's whole history, newest first, as My Orders shows it (`status` narrows it). */
export async function ordersOfCustomer(db: Queryable, userId: number, status?: OrderStatus) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), status ? eq(orders.status, status) : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return presentOrders(db, rows);
}

export function orderHandlers(db: Database, writes: CatalogueWrites, now: () => Date = () => new Date()): Handlers {
  return {
    async listOrders(request, reply) {
      const caller = currentUser(request);
      const query = request.query as OrderListQuery;
      // A customer's history, or a member of staff's own (the shop's My Orders names them): all of it, unpaged.
      if (!isStaff(caller) || query.customer === caller.id) {
        if (query.customer !== undefined && query.customer !== caller.id) throw new HttpProblem(403, 'ownOrdersOnly');
        return ordersOfCustomer(db, caller.id, query.status);
      }
      const filters = and(
        query.customer === undefined ? undefined : eq(orders.userId, query.customer),
        query.status ? eq(orders.status, query.status) : undefined,
        textMatches(query.q, [users.firstname, users.lastname, users.email]),
      );
      // Ids follow creation, so the newest orders are the highest ids.
      const ordering: Ordering<OrderRow> = { key: orders.id, keyKind: 'int4', id: orders.id, descending: query.sort === 'newest', keyOf: (row) => row.id, idOf: (row) => row.id };
      const rows = await keysetPage(
        request,
        reply,
        query,
        ordering,
        filters,
        async (where, orderBy, limit) => (await db.select({ order: orders }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where).orderBy(...orderBy).limit(limit)).map((row) => row.order),
        async (where) => (await db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where))[0]!.n,
      );
      return presentOrders(db, rows, true);
    },

    async getOrder(request) {
      const caller = currentUser(request);
      const id = (request.params as { id: number }).id;
      const staff = isStaff(caller);
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), staff ? undefined : eq(orders.userId, caller.id)));
      // Another customer's order is answered as one that does not exist: its number tells nobody anything.
      if (!row) throw new HttpProblem(404, 'orderNotFound');
      return (await presentOrders(db, [row], staff))[0];
    },

    async updateOrderStatus(request) {
      const staff = currentUser(request);
      const id = (request.params as { id: number }).id;
      const { status } = request.body as { status: OrderRow['status'] };
      await writes.write(
        async (tx) => {
          const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
          if (!order) throw new HttpProblem(404, 'orderNotFound');
          if (!canMoveOrder(order.status, status)) throw refusedMove(order.status, status);
          await tx.update(orders).set({ status }).where(eq(orders.id, id));
          const returned = status === 'rejected' ? await returnBottles(tx, id, staff.id) : [];
          await recordAudit(tx, { staffId: staff.id, action: 'order.status', entity: 'order', entityId: id, before: { status: order.status }, after: { status, returned } });
          // No move leads back to paid: every one is news for the buyer, told in their language.
          if (status !== 'paid') {
            const [buyer] = await tx.select({ email: users.email, locale: users.locale, firstname: users.firstname }).from(users).where(eq(users.id, order.userId));
            await enqueueMail(tx, { to: buyer!.email, locale: buyer!.locale, mail: { kind: 'orderStatus', firstname: buyer!.firstname, orderId: id, status } });
          }
          return { value: undefined, changes: [{ stock: returned.map(({ id, qty, stock }) => ({ id, from: stock - qty, to: stock })) }] };
        },
        { tokenId: staff.tokenId },
      );
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return (await presentOrders(db, [row!], true))[0];
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
      // The order's lines are kept in id order (their position), whatever the cart's order; the statement
      // locks the wines in id order itself (place-order.ts), which is what keeps two orders from deadlocking.
      const ids = [...quantities.keys()].sort((a, b) => a - b);

      const place = async () => {
        const statement = placeOrder({
          userId: user.id,
          tokenId: user.tokenId,
          shippingAddress: body.shippingAddress.trim(),
          shippingDate,
          paymentMethod: body.paymentMethod,
          idempotencyKey: key,
          ids,
          quantities: ids.map((id) => quantities.get(id)!),
        });
        const [row] = await preparedRowsOf<PlacedRow>(db, PLACE_ORDER, statement);
        if (!row?.live) throw sessionExpired();
        if (row.order_id === null) return null;
        const byId = new Map((row.lines ?? []).map((line) => [line.id, line]));
        const lines = ids.map((id) => {
          const line = byId.get(id)!;
          // Only wines on sale are sold, so every line of a new order is one.
          return { id, name: line.name, img: line.img, unitPrice: line.unit_price, qty: quantities.get(id)!, stock: line.stock, onSale: true };
        });
        writes.committed(Number(row.version), [{ sold: lines.map(({ id, qty, stock }) => ({ id, from: stock + qty, to: stock })) }]);
        const created = {
          id: row.order_id,
          createdAt: new Date(row.created_at!),
          shippingAddress: body.shippingAddress.trim(),
          shippingDate,
          paymentMethod: body.paymentMethod,
          status: 'paid' as const,
        };
        return orderOf(created, lines);
      };

      for (let attempt = 1; ; attempt++) {
        try {
          const order = await place();
          if (order) return reply.code(201).send(order);
          return reply.code(200).send(await findByKey(db, user.id, key!));
        } catch (error) {
          const lastAttempt = attempt >= ATTEMPTS;
          if (isShortOfStock(error)) {
            const problem = await shortage(db, quantities);
            if (problem) throw problem;
            if (lastAttempt) throw new HttpProblem(409, 'stockChanged');
          } else if (!isDeadlock(error) || lastAttempt) throw error;
        }
      }
    },
  };
}
