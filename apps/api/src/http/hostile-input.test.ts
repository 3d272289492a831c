import { randomBytes } from 'node:crypto';
import { MAX_STOCK } from '@cellar/domain';
import type { ProblemCode } from '@cellar/api-client';
import { ProblemCodeValues } from '@cellar/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products, users } from '../db/schema';
import { contractOperations } from '../testing/contract-fetch';
import { exampleBodies } from '../testing/examples';
import { excerpt, hostileRequests, type Caller, type HostileRequest } from '../testing/hostile-requests';
import { startTestServer, testDatabaseKind, type TestServer } from '../testing/test-server';

/**
 * Generated over every operation in openapi.yaml, with and without a token: hostile input must get a
 * 4xx problem (or a success), never a 5xx and never a hang.
 */
const MIN_REQUESTS = 10_000;
const IN_FLIGHT = 12;
// Statuses Fastify, its plugins or Node may answer on any route; others the contract does not declare are printed.
const FRAMEWORK_STATUSES = new Set([404, 405, 406, 413, 414, 415, 429, 431, 503]);
const operations = new Map(contractOperations.map((op) => [op.operationId, op]));
const examples = exampleBodies();

let server: TestServer;
let callers: Caller[];
let customerId: number;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      // Not demo mode, so /resetdb is a 404 and cannot wipe the callers' tokens mid-run.
      DEMO_MODE: 'false',
    },
  });
  // Accounts start past the ids the junk paths spell (01, +1, 0x10, 1e3...), so that staff's junk
  // DELETE /users/{id} deactivates nobody whose token the run still uses.
  await server.db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), 100)`);
  // The customer is the sign-up example, so the profile form built from the examples is the customer's own.
  const customer = await account(examples.signUp!);
  customerId = customer.userId!;
  const staff = await account({ ...examples.signUp!, email: 'hostile-staff@example.com' }, 'admin');
  // Orders would otherwise run out of stock early and stop at 409 before their deeper paths; half the
  // most a wine may hold leaves restocks room to reach theirs too.
  await server.db.update(products).set({ stock: MAX_STOCK / 2 });
  // A token of the right shape that the server never issued looks like an expired or forged one.
  const unknown = randomBytes(32).toString('base64url');
  callers = [{ name: 'no token' }, { name: 'an unknown token', token: () => unknown }, customer, staff];
}, 120_000);
afterAll(() => server?.close());

/**
 * A user signed up through the API. Each operation that takes a token gets one of its own, so that log-out
 * revoking its token leaves the others signed in; the rest share one.
 */
async function account(body: Record<string, unknown>, role?: 'admin'): Promise<Caller> {
  const { data } = await server.client().POST('/users', { body: body as never });
  if (role) await server.db.update(users).set({ role }).where(eq(users.id, data!.id));
  const logIn = async () => (await server.logIn(data!.email, String(body.password))).token;
  const shared = await logIn();
  const tokens = new Map<string, string>();
  for (const op of contractOperations) if (op.operation.security?.length) tokens.set(op.operationId, await logIn());
  return { name: role ?? 'customer', userId: data!.id, staff: role === 'admin', token: (operationId) => tokens.get(operationId) ?? shared };
}

interface Tally {
  byStatus: Map<number, number>;
  undeclared: Map<string, number>;
  /** Failure messages by operation and kind. */
  failures: Map<string, string[]>;
  /** Milliseconds spent waiting for answers, by operation: what makes the suite long. */
  waited: Map<string, number>;
}

function count<K>(map: Map<K, number>, key: K) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

async function fetchOnce(request: HostileRequest): Promise<{ response: Response; text: string }> {
  const response = await fetch(server.origin + request.path, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    signal: AbortSignal.timeout(20_000),
  });
  return { response, text: await response.text() };
}

/**
 * A connection the server closed after answering an earlier request on it (Node does after a 431) can
 * take the next request down with it, so a request that got no answer is sent once more.
 */
async function fetchAnswer(request: HostileRequest): Promise<{ response: Response; text: string }> {
  try {
    return await fetchOnce(request);
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw error;
    return fetchOnce(request);
  }
}

/** Sends one request and records what is wrong with its answer, if anything. */
async function send(request: HostileRequest, tally: Tally): Promise<void> {
  const what = `${request.method} ${excerpt(request.path, 100)} [${request.operationId}, ${request.name}] with ${excerpt(request.body, 80)}`;
  const fail = (kind: string, message: string) => {
    const key = `${request.operationId} ${kind}`;
    tally.failures.set(key, [...(tally.failures.get(key) ?? []), `${what} → ${message}`]);
  };
  let answer: { response: Response; text: string };
  const sent = performance.now();
  try {
    answer = await fetchAnswer(request);
    tally.waited.set(request.operationId, (tally.waited.get(request.operationId) ?? 0) + performance.now() - sent);
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') fail('hang', 'no answer within 20 s');
    else fail('no answer', `no answer: ${String((error as Error).cause ?? error)}`);
    return;
  }
  const { response, text } = answer;
  const status = response.status;
  count(tally.byStatus, status);
  if (!(String(status) in operations.get(request.operationId)!.operation.responses) && !FRAMEWORK_STATUSES.has(status)) {
    count(tally.undeclared, `${request.operationId} ${status}`);
  }
  if (status >= 500) {
    fail(String(status), `${status}: ${excerpt(text, 300)}`);
  } else if (request.expected && !request.expected.includes(status)) {
    fail(`${status} instead of ${request.expected.join(' or ')}`, `${status}, expected ${request.expected.join(' or ')}: ${excerpt(text, 300)}`);
  } else if (status >= 400) {
    const type = response.headers.get('content-type') ?? '';
    const problem = problemOf(text);
    if (!type.startsWith('application/problem+json') || typeof problem?.detail !== 'string') fail(`${status} not a problem`, `${status} ${type || 'without a content type'}, not a problem with a detail: ${excerpt(text, 300)}`);
    // Clients say a refusal in their own words by its code: every one the server sends is in the contract's enum.
    else if (!CODES.has(problem.code as ProblemCode)) fail(`${status} without a code`, `${status} with the code ${String(problem.code)}, not one of ProblemCode: ${excerpt(text, 300)}`);
  }
}

const CODES = new Set<ProblemCode>(ProblemCodeValues);

function problemOf(text: string): { detail?: unknown; code?: unknown } | undefined {
  try {
    return JSON.parse(text) as { detail?: unknown; code?: unknown };
  } catch {
    return undefined;
  }
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

function summary(tally: Tally, total: number, seconds: number): string {
  const fives = [...tally.byStatus].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
  const list = (map: Map<string, number>) => [...map].map(([key, n]) => `${key} ×${n}`).join(', ');
  const failures = new Map([...tally.failures].map(([key, messages]) => [key, messages.length]));
  const slowest = [...tally.waited].sort(([, a], [, b]) => b - a).slice(0, 5);
  return [
    `hostile-input (${testDatabaseKind}): ${total.toLocaleString('en')} requests in ${seconds.toFixed(1)} s, ${fives} × 5xx; by status {${statuses.join(', ')}}`,
    `  answers waited for longest (operation: seconds, summed over ${IN_FLIGHT} in flight): ${slowest.map(([id, ms]) => `${id} ${(ms / 1000).toFixed(1)}`).join(', ')}`,
    ...(failures.size ? [`  failures by operation: ${list(failures)}`] : []),
    ...(tally.undeclared.size ? [`  statuses openapi.yaml does not declare (information): ${list(tally.undeclared)}`] : []),
  ].join('\n');
}

it('answers every hostile request with a success or a problem, never a 5xx or a hang', { timeout: 480_000 }, async () => {
  const [customer] = await server.db.select().from(users).where(eq(users.id, customerId));
  const requests = hostileRequests(callers);
  expect(requests.length, 'the generated suite shrank').toBeGreaterThanOrEqual(MIN_REQUESTS);
  const tally: Tally = { byStatus: new Map(), undeclared: new Map(), failures: new Map(), waited: new Map() };
  const started = performance.now();
  await inParallel(requests, IN_FLIGHT, (request) => send(request, tally));
  console.log(summary(tally, requests.length, (performance.now() - started) / 1000));

  // A few of each kind, so one kind of failure in the thousands cannot hide the others.
  const failed = [...tally.failures.values()].flat();
  const listed = [...tally.failures.values()].flatMap((messages) => messages.slice(0, 3));
  expect.soft(listed, `${failed.length} requests failed, of ${tally.failures.size} kinds; up to 3 of each are listed`).toEqual([]);
  // Every column was sent as an extra field: none of them may have reached the customer's row.
  const [after] = await server.db.select().from(users).where(eq(users.id, customer!.id));
  expect.soft(after, 'the customer row after the run').toMatchObject({ role: customer!.role, passwordHash: customer!.passwordHash, createdAt: customer!.createdAt });
  expect.soft(after!.avatar ?? '', 'the customer avatar after the run').not.toMatch(/\/|\.\./);
});

it('has an example body for every operation that takes JSON', () => {
  const needing = contractOperations.filter((op) => op.operation.requestBody?.content['application/json']).map((op) => op.operationId);
  expect(Object.keys(examples).sort()).toEqual(needing.sort());
});
