import { eq } from 'drizzle-orm';
import { currentUser } from '../auth/tokens';
import type { Database, Queryable } from '../db/client';
import { users } from '../db/schema';
import type { Handlers } from '../http/contract';
import { HttpProblem } from '../http/problem';
import { profileOf } from './accounts';
import { ordersOfCustomer } from './orders';
import { reviewsOfCustomer } from './reviews';

/**
 * The parts of an account's export besides its profile, one per kind of thing the shop keeps about a
 * person, each read for the account's id. A new kind adds its reader here and its property
 * to the contract's `AccountExport`, whose schema the answer is serialised through.
 */
const EXPORT_PARTS = {
  orders: ordersOfCustomer,
  reviews: reviewsOfCustomer,
} satisfies Record<string, (db: Queryable, userId: number) => Promise<unknown>>;

type ExportParts = { [part in keyof typeof EXPORT_PARTS]: Awaited<ReturnType<(typeof EXPORT_PARTS)[part]>> };

async function readParts(db: Queryable, userId: number): Promise<ExportParts> {
  const entries = await Promise.all(Object.entries(EXPORT_PARTS).map(async ([part, read]) => [part, await read(db, userId)] as const));
  return Object.fromEntries(entries) as ExportParts;
}

export function accountExportHandlers(db: Database): Handlers {
  return {
    async exportAccount(request, reply) {
      // Only the account's owner gets here (`x-own-account`, checked with the token).
      const caller = currentUser(request);
      const [user] = await db.select().from(users).where(eq(users.id, caller.id));
      if (!user) throw new HttpProblem(404, 'customerNotFound');
      const parts = await readParts(db, user.id);
      reply.header('content-disposition', `attachment; filename="the-cellar-account-${user.id}.json"`).header('cache-control', 'no-store');
      return { exportedAt: new Date().toISOString(), profile: { ...profileOf(user), language: user.locale, createdAt: user.createdAt.toISOString() }, ...parts };
    },
  };
}
