import { addDays, shopDay, type PaymentMethod } from '@cellar/domain';
import { count, eq, sql } from 'drizzle-orm';
import { hashPassword, RETIRED_PASSWORD_HASH, verifyPassword } from '../auth/password';
import type { Database, Transaction } from './client';
import { withEveryWriteHeld } from './locks';
import { auditLog, categories, grapes, orderLines, orders, outbox, productGrapes, products, regions, reviews, stockMovements, tokens, users } from './schema';
import { SEED_REGIONS, seedCategories, seedProducts } from './seed-data';

/** Demo accounts of the shop's demo mode; the about page and the login form publish them on purpose. */
export const DEMO_CUSTOMER = {
  id: 1,
  firstname: 'Lucía',
  lastname: 'Pereira',
  address: 'Av. 18 de Julio 1453, Montevideo',
  phone: '+598 99 123 456',
  email: 'demo@thecellar.example',
  password: 'uncork-2026',
  role: 'customer',
} as const;

export const DEMO_ADMIN = {
  id: 2,
  firstname: 'Martín',
  lastname: 'Sosa',
  address: 'Rambla República de México 6125, Montevideo',
  phone: '+598 2 600 1234',
  email: 'admin@thecellar.example',
  password: 'cellar-admin-2026',
  role: 'admin',
} as const;

/** The accounts whose passwords are published for every visitor: the demo accounts, in demo mode only. */
export function publishedAccounts(demoMode: boolean): readonly string[] {
  return demoMode ? [DEMO_CUSTOMER.email, DEMO_ADMIN.email] : [];
}

interface DemoOrder {
  id: number;
  daysAgo: number;
  shipAfterDays: number;
  status: 'paid' | 'in transit' | 'delivered';
  paymentMethod: PaymentMethod;
  lines: { productId: number; qty: number }[];
}

const DEMO_ORDERS: DemoOrder[] = [
  { id: 1, daysAgo: 47, shipAfterDays: 3, status: 'delivered', paymentMethod: 'Visa', lines: [{ productId: 1, qty: 2 }, { productId: 5, qty: 1 }] },
  { id: 2, daysAgo: 12, shipAfterDays: 4, status: 'in transit', paymentMethod: 'Mastercard', lines: [{ productId: 10, qty: 3 }] },
  { id: 3, daysAgo: 2, shipAfterDays: 5, status: 'paid', paymentMethod: 'Visa', lines: [{ productId: 3, qty: 1 }, { productId: 7, qty: 1 }, { productId: 12, qty: 2 }] },
];

let demoHashes: Promise<[string, string]> | undefined;

// Hashing is deliberately slow, so it happens once per process and outside the reset transaction.
function hashDemoPasswords() {
  demoHashes ??= Promise.all([hashPassword(DEMO_CUSTOMER.password), hashPassword(DEMO_ADMIN.password)]);
  return demoHashes;
}

export interface SeedOptions {
  /** The demo accounts (with published passwords) and the demo customer's orders exist only in demo mode. */
  demo: boolean;
  now?: Date;
}

/** Empties every table and writes the seed: the catalogue, and in demo mode the demo accounts and orders. */
async function writeSeed(tx: Transaction, { demo, now = new Date() }: SeedOptions): Promise<void> {
  const accounts = demo ? await hashDemoPasswords() : null;
  const productById = new Map(seedProducts.map((p) => [p.id, p]));
  await tx.delete(stockMovements);
  await tx.delete(auditLog);
  // The mail of the accounts and orders erased with it: none of them is there to be told any more.
  await tx.delete(outbox);
  await tx.delete(reviews);
  await tx.delete(orderLines);
  await tx.delete(orders);
  await tx.delete(tokens);
  await tx.delete(users);
  await tx.delete(products);
  await tx.delete(categories);
  await tx.delete(grapes);
  await tx.delete(regions);

  await tx.insert(categories).values([...seedCategories]);
  await writeSeedWines(tx);
  if (accounts) {
    const [customerHash, adminHash] = accounts;
    await tx.insert(users).values([
      { ...withoutPassword(DEMO_CUSTOMER), passwordHash: customerHash },
      { ...withoutPassword(DEMO_ADMIN), passwordHash: adminHash },
    ]);
    for (const order of DEMO_ORDERS) {
      const createdAt = new Date(now.getTime() - order.daysAgo * 86_400_000);
      await tx.insert(orders).values({
        id: order.id,
        userId: DEMO_CUSTOMER.id,
        createdAt,
        shippingAddress: DEMO_CUSTOMER.address,
        shippingDate: addDays(shopDay(createdAt), order.shipAfterDays),
        paymentMethod: order.paymentMethod,
        status: order.status,
      });
      await tx.insert(orderLines).values(
        order.lines.map((line, position) => {
          const product = productById.get(line.productId);
          if (!product) throw new Error(`Demo order ${order.id} names unknown product ${line.productId}`);
          return { orderId: order.id, productId: product.id, position, name: product.name, img: product.img, unitPrice: product.unitPrice, qty: line.qty };
        }),
      );
    }
  }
  // Rows were inserted with explicit ids, so the sequences must be moved past them.
  for (const table of ['categories', 'products', 'users', 'tokens', 'orders', 'order_lines']) {
    await tx.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT MAX(id) FROM ${table}), 0) + 1, false)`));
  }
  // The catalogue's counts and plans come from the planner's statistics; after a reset from a large
  // catalogue they would still describe it (PGlite has no autovacuum to refresh them).
  await tx.execute(sql`ANALYZE products`);
  await tx.execute(sql`ANALYZE product_search`);
}

/** The demo wines with their facts: Uruguay's regions, the grapes they are made of, and each wine's blend. */
async function writeSeedWines(tx: Transaction): Promise<void> {
  const regionIds = new Map((await tx.insert(regions).values([...SEED_REGIONS]).returning()).map((region) => [region.name, region.id]));
  const grapeNames = [...new Set(seedProducts.flatMap((wine) => wine.facts.grapes.map((grape) => grape.name)))];
  const grapeIds = new Map((await tx.insert(grapes).values(grapeNames.map((name) => ({ name }))).returning()).map((grape) => [grape.name, grape.id]));
  await tx.insert(products).values(
    seedProducts.map(({ facts, ...wine }) => ({ ...wine, deletedAt: null, producer: facts.producer, regionId: regionIds.get(facts.region)!, vintage: facts.vintage, abv: facts.abv, volumeMl: facts.volumeMl })),
  );
  await tx.insert(productGrapes).values(seedProducts.flatMap((wine) => wine.facts.grapes.map((grape, position) => ({ productId: wine.id, grapeId: grapeIds.get(grape.name)!, position, percent: grape.percent }))));
}

/**
 * Puts the database back to the seed in one transaction that runs while no write does (see locks.ts):
 * a reader at the same moment sees either the old rows or the new ones (DELETE, unlike TRUNCATE, keeps
 * concurrent snapshots consistent), and a write lands wholly before or wholly after it.
 */
export async function resetDatabase(db: Database, options: SeedOptions = { demo: true }): Promise<void> {
  await withEveryWriteHeld(db, (tx) => writeSeed(tx, options));
}

function withoutPassword<T extends { password: string }>(account: T): Omit<T, 'password'> {
  const { password: _password, ...rest } = account;
  return rest;
}

/**
 * Seeds a database that has never been seeded; leaves one that has (even if customers changed it)
 * alone. The check and the seed share one locked transaction, so instances starting together seed once.
 */
export async function ensureSeeded(db: Database, options: SeedOptions): Promise<boolean> {
  return withEveryWriteHeld(db, async (tx) => {
    const [row] = await tx.select({ n: count() }).from(categories);
    if ((row?.n ?? 0) > 0) return false;
    await writeSeed(tx, options);
    return true;
  });
}

/**
 * Outside demo mode, the demo accounts' published passwords must not open anything: a database seeded
 * by a demo start (or by the first version, which seeded them always) keeps the rows, for their order
 * history, but their passwords stop working and their sessions end.
 */
export async function retireDemoAccounts(db: Database): Promise<string[]> {
  const retired: string[] = [];
  for (const account of [DEMO_CUSTOMER, DEMO_ADMIN]) {
    const [user] = await db.select().from(users).where(eq(users.email, account.email));
    if (!user || !(await verifyPassword(account.password, user.passwordHash))) continue;
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash: RETIRED_PASSWORD_HASH, role: 'customer' }).where(eq(users.id, user.id));
      await tx.delete(tokens).where(eq(tokens.userId, user.id));
    });
    retired.push(account.email);
  }
  return retired;
}
