import { addDays, shopToday } from '@cellar/domain';
import { eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResponse, ContractViolation } from '../testing/contract-fetch';
import { startTestServer, type TestServer } from '../testing/test-server';
import { orderLines, orders, products } from './schema';
import { DEMO_CUSTOMER } from './seed';
import { seedProducts } from './seed-data';

// The loops run for a while, and on a busy machine longer, until each operation has succeeded this often.
const MIN_RUN_MS = 5_000;
const MAX_RUN_MS = 40_000;
const WANTED = { reset: 10, login: 20, order: 20 } as const;
const LOGIN_LOOPS = 2;
const ORDER_LOOPS = 4;

type Operation = 'reset' | 'login' | 'order';

interface Answer {
  operation: Operation;
  status: number;
  retryAfter: string | null;
  detail: string;
  /** Set when the answer breaks openapi.yaml (an undeclared status, a malformed body). */
  breach?: string;
  body: unknown;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { DEMO_MODE: 'true' } });
});
afterAll(() => server?.close());

const counts: Record<string, number> = {};
const unexpected: Record<string, number> = {};
const successes: Record<Operation, number> = { reset: 0, login: 0, order: 0 };

/** What a shopper may legitimately be told while the demo data is being reset under them. */
function isExpected({ operation, status, retryAfter, detail, breach }: Answer): boolean {
  if (breach) return false;
  if (status === 503) return retryAfter !== null;
  if (operation === 'reset' || operation === 'login') return status === 200;
  // A reset revokes every token, and no wine is withdrawn here, so a 409 can only be about stock: a wine sold
  // out, or, when every attempt met a reset replacing the wines under it, stock that changed while ordering.
  return status === 201 || status === 401 || (status === 409 && /has just sold out|left\. Please lower|changed while you ordered/.test(detail));
}

function tally(answer: Answer) {
  const { operation, status, retryAfter, detail, breach } = answer;
  counts[`${operation} ${status}`] = (counts[`${operation} ${status}`] ?? 0) + 1;
  if (status === (operation === 'order' ? 201 : 200)) successes[operation]++;
  if (isExpected(answer)) return;
  // A 500's breach of the contract only repeats its status; any other breach is news.
  const kind = `${operation} ${status}${retryAfter === null ? '' : ' with Retry-After'}: ${detail}${breach && status !== 500 ? ` (${breach})` : ''}`;
  unexpected[kind] = (unexpected[kind] ?? 0) + 1;
}

async function post(operation: Operation, path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const url = `${server.origin}/api${path}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  let breach: string | undefined;
  try {
    await checkResponse('POST', url, response);
  } catch (error) {
    if (!(error instanceof ContractViolation)) throw error;
    breach = error.message;
  }
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A body that is not JSON is kept as text for the failure message.
  }
  const detail = typeof parsed === 'object' && parsed !== null && 'detail' in parsed ? String(parsed.detail) : '';
  const answer: Answer = { operation, status: response.status, retryAfter: response.headers.get('retry-after'), detail, body: parsed, ...(breach ? { breach } : {}) };
  tally(answer);
  return answer;
}

const sleep = (ms: number) => new Promise((wait) => setTimeout(wait, ms));
const wines = seedProducts.filter((wine) => wine.stock > 0).map((wine) => wine.id);

function someWines(): { id: number; qty: number }[] {
  const picked = new Set<number>();
  const count = 1 + Math.floor(Math.random() * 3);
  while (picked.size < count) picked.add(wines[Math.floor(Math.random() * wines.length)]!);
  return [...picked].map((id) => ({ id, qty: 1 }));
}

describe('resets, logins and orders at the same moment on PostgreSQL', () => {
  it('never answer 5xx (except 503 with Retry-After) and keep stock exact', async () => {
    const started = Date.now();
    const enough = () => (Object.keys(WANTED) as Operation[]).every((operation) => successes[operation] >= WANTED[operation]);
    // Once an answer was wrong the test has failed, so the loops need not wait for the wanted successes.
    const running = () => Date.now() - started < MIN_RUN_MS || (!enough() && Object.keys(unexpected).length === 0 && Date.now() - started < MAX_RUN_MS);
    const credentials = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
    const shippingDate = addDays(shopToday(), 1);

    const resets = async () => {
      while (running()) {
        await post('reset', '/resetdb');
        // Between resets the buyers get a moment to log in and order, as between demo visitors' resets.
        await sleep(Math.random() * 200);
      }
    };
    const logins = async () => {
      while (running()) await post('login', '/tokens/user', { body: credentials });
    };
    const buyers = async () => {
      let token: string | undefined;
      while (running()) {
        if (!token) {
          const login = await post('login', '/tokens/user', { body: credentials });
          if (login.status === 200) token = (login.body as { token: string }).token;
          continue;
        }
        const order = await post('order', '/orders', {
          token,
          body: { productList: someWines(), shippingAddress: 'Av. Brasil 2500, Montevideo', shippingDate, paymentMethod: 'Visa' },
        });
        if (order.status === 401) token = undefined;
      }
    };
    await Promise.all([resets(), ...Array.from({ length: LOGIN_LOOPS }, logins), ...Array.from({ length: ORDER_LOOPS }, buyers)]);

    console.info(`answers in ${Date.now() - started} ms by operation and status:`, counts);
    // Soft, so that a failing run also reports whether the stock still adds up.
    expect.soft(unexpected, JSON.stringify(counts)).toEqual({});
    for (const operation of Object.keys(WANTED) as Operation[]) {
      expect.soft(successes[operation], `${operation}s that succeeded within ${MAX_RUN_MS} ms`).toBeGreaterThanOrEqual(WANTED[operation]);
    }

    // Orders 1-3 are the seed's own, already taken out of the seed stock; everything later was sold since the last reset.
    const sold = await server.db
      .select({ productId: orderLines.productId, bottles: sql<number>`sum(${orderLines.qty})`.mapWith(Number) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(gt(orders.id, 3))
      .groupBy(orderLines.productId);
    const soldById = new Map(sold.map((row) => [row.productId, row.bottles]));
    const stock = await server.db.select({ id: products.id, stock: products.stock }).from(products).orderBy(products.id);
    expect(stock.map(({ id, stock }) => ({ id, stockPlusSold: stock + (soldById.get(id) ?? 0), negative: stock < 0 }))).toEqual(
      seedProducts.map(({ id, stock }) => ({ id, stockPlusSold: stock, negative: false })),
    );
  }, MAX_RUN_MS + 20_000);
});
