import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/tokens';
import type { ChangeFeed } from '../cache/change-feed';
import type { Database, Queryable } from '../db/client';
import { withWriteLock } from '../db/locks';
import { orders, tokens, users } from '../db/schema';
import type { Handlers } from '../http/contract';
import { HttpProblem } from '../http/problem';
import { recordAudit } from '../staff/audit';
import { keysetPage, sortName, textMatches, type Ordering } from '../staff/pages';
import { presentOrders } from './orders';
import { profileOf } from './accounts';

type UserRow = typeof users.$inferSelect;
type CustomerRow = { user: UserRow; orderCount: number };

// An erased account is nobody any more: only its orders, nameless, stay (see accounts.ts).
const isCustomer = and(eq(users.role, 'customer'), isNull(users.erasedAt));
/** Which customers a list shows: active ones unless asked (the original dashboard's removed customers leave its list). */
const ACCOUNT_STATUS = { active: isNull(users.deactivatedAt), deactivated: isNotNull(users.deactivatedAt), all: undefined } as const;

const customerColumns = {
  user: users,
  // Drizzle writes a one-table select's columns without their table, and a bare "id" in the subquery
  // would be the order's: the customer's id is named with its table by hand.
  orderCount: sql<number>`(select count(*) from ${orders} where ${orders.userId} = ${users}.${sql.identifier(users.id.name)})`.mapWith(Number),
};

function customerOf({ user, orderCount }: CustomerRow) {
  return { ...profileOf(user), createdAt: user.createdAt.toISOString(), deactivatedAt: user.deactivatedAt?.toISOString() ?? null, orderCount };
}

const CUSTOMER_SORTS: Record<string, Ordering<CustomerRow & { sortName: string }>> = {
  newest: { key: users.id, keyKind: 'int4', id: users.id, descending: true, keyOf: (row) => row.user.id, idOf: (row) => row.user.id },
  name: { key: sortName, keyKind: 'text', id: users.id, descending: false, keyOf: (row) => row.sortName, idOf: (row) => row.user.id },
  email: { key: users.email, keyKind: 'text', id: users.id, descending: false, keyOf: (row) => row.user.email, idOf: (row) => row.user.id },
};

async function customerRow(db: Queryable, id: number) {
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .where(and(eq(users.id, id), isCustomer));
  if (!row) throw new HttpProblem(404, 'customerNotFound');
  return row;
}

const userId = (request: FastifyRequest) => (request.params as { id: number }).id;

/** Staff's `DELETE /users/{id}` on a customer: deactivates them (the owner's own call erases, see accounts.ts). */
export async function deactivateCustomer(db: Database, feed: ChangeFeed, request: FastifyRequest, reply: FastifyReply) {
  const staff = currentUser(request);
  const id = userId(request);
  await withWriteLock(
    db,
    async (tx) => {
      const { user: before } = await customerRow(tx, id);
      if (before.deactivatedAt) return;
      const [after] = await tx.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, id)).returning();
      // Their tokens go in the same commit; the database's trigger tells every other instance.
      await tx.delete(tokens).where(eq(tokens.userId, id));
      await recordAudit(tx, { staffId: staff.id, action: 'customer.deactivate', entity: 'customer', entityId: id, before, after });
    },
    { tokenId: staff.tokenId },
  );
  feed.sessionsChanged([id]);
  return reply.code(204).send();
}

export function customerHandlers(db: Database): Handlers {
  return {
    async listCustomers(request, reply) {
      const query = request.query as { q?: string; status: 'active' | 'deactivated' | 'all'; sort: string; limit: number; cursor?: string };
      const rows = await keysetPage(
        request,
        reply,
        query,
        CUSTOMER_SORTS[query.sort]!,
        and(isCustomer, ACCOUNT_STATUS[query.status], textMatches(query.q, [users.firstname, users.lastname, users.email, users.phone])),
        (where, orderBy, limit) => db.select({ ...customerColumns, sortName }).from(users).where(where).orderBy(...orderBy).limit(limit),
        async (where) => (await db.select({ n: count() }).from(users).where(where))[0]!.n,
      );
      return rows.map(customerOf);
    },

    async getCustomer(request) {
      const row = await customerRow(db, userId(request));
      const history = await db.select().from(orders).where(eq(orders.userId, row.user.id)).orderBy(desc(orders.createdAt), asc(orders.id));
      return { ...customerOf(row), orders: await presentOrders(db, history) };
    },

    async restoreCustomer(request) {
      const staff = currentUser(request);
      const id = userId(request);
      const row = await withWriteLock(
        db,
        async (tx) => {
          const found = await customerRow(tx, id);
          if (!found.user.deactivatedAt) return found;
          // Their tokens went with the deactivation, so nothing of an old session comes back: they log in afresh.
          const [after] = await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, id)).returning();
          await recordAudit(tx, { staffId: staff.id, action: 'customer.reactivate', entity: 'customer', entityId: id, before: found.user, after });
          return { ...found, user: after! };
        },
        { tokenId: staff.tokenId },
      );
      return customerOf(row);
    },
  };
}
