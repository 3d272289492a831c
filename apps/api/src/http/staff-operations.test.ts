import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../db/seed';
import { checkResponse, contractOperations } from '../testing/contract-fetch';
import { exampleBodies } from '../testing/examples';
import { startTestServer, type TestServer } from '../testing/test-server';
import { isStaffOperation, type ContractOperation } from './contract';

/**
 * Generated from openapi.yaml: every operation that declares the `staffAuth` scheme refuses a request
 * without a token (401) and a customer's (403), each as a problem, and lets a member of staff through
 * to its handler (an answer the contract declares, neither 401 nor 403 nor 5xx).
 */
const staffOperations = contractOperations.filter(isStaffOperation);
const examples = exampleBodies();
// 1×1 PNG, for the operations that take an image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let server: TestServer;
let customerToken: string;
let staffToken: string;
beforeAll(async () => {
  server = await startTestServer();
  const customer = { firstname: 'Inés', lastname: 'Ferreira', address: 'Bulevar Artigas 1100', phone: '099 555 111', email: 'ines@example.com', password: 'pinot-noir-2026' };
  await server.client().POST('/users', { body: customer });
  customerToken = (await server.logIn(customer.email, customer.password)).token;
  staffToken = (await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).token;
});
afterAll(() => server?.close());

/** The operation's valid request: ids that exist in the seed (1: the demo customer, a wine, an order, a category), its example body. */
function request(op: ContractOperation, token?: string): [string, RequestInit] {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const content = op.operation.requestBody?.content ?? {};
  let body: RequestInit['body'];
  if (content['application/json']) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(examples[op.operationId]);
  } else if (content['multipart/form-data']) {
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'label.png');
    body = form;
  }
  return [`${server.origin}/api${op.path.replace(/\{\w+\}/g, '1')}`, { method: op.method.toUpperCase(), headers, ...(body ? { body } : {}) }];
}

async function expectProblem(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const problem = (await response.json()) as { status: number; detail: unknown };
  expect(problem.status).toBe(status);
  expect(typeof problem.detail).toBe('string');
}

it('finds the staff operations in the contract', () => {
  // The original dashboard's calls and the back office's own: a shrinking list means a lost marker.
  expect(staffOperations.length).toBeGreaterThanOrEqual(24);
  expect(staffOperations.map((op) => op.operationId)).toEqual(expect.arrayContaining(['deleteProduct', 'createProduct', 'updateOrderStatus', 'listCustomers', 'removeStaff', 'getStatistics', 'listAuditLog', 'moderateReview', 'listReviews']));
  expect(staffOperations.map((op) => op.operationId)).not.toContain('listOrders');
});

describe.each(staffOperations.map((op) => [`${op.method.toUpperCase()} ${op.path} (${op.operationId})`, op] as const))('%s', (_name, op) => {
  it('answers 401 without a token', async () => {
    await expectProblem(await fetch(...request(op)), 401);
  });

  it('answers 401 with a token the server never issued', async () => {
    await expectProblem(await fetch(...request(op, 'dGhpcyB0b2tlbiB3YXMgbmV2ZXIgaXNzdWVkIGJ5IHRoZSBzaG9w')), 401);
  });

  it("answers 403 to a customer's token", async () => {
    await expectProblem(await fetch(...request(op, customerToken)), 403);
  });

  it("lets a member of staff's token through to the handler", async () => {
    const [url, init] = request(op, staffToken);
    const response = await fetch(url, init);
    expect(response.status, await response.clone().text()).toBeLessThan(500);
    expect([401, 403]).not.toContain(response.status);
    await checkResponse(init.method!, url, response);
  });
});

/** Requests a staff operation would refuse for their input, had the caller been staff: a body, path or query of the wrong shape. */
function badInputs(op: ContractOperation): [string, string, RequestInit][] {
  const path = op.path.replace(/\{\w+\}/g, '1');
  const method = op.method.toUpperCase();
  const json = { 'content-type': 'application/json' };
  const bodies: [string, string, RequestInit][] =
    method === 'GET'
      ? []
      : [
          ['an empty JSON object', path, { method, headers: json, body: '{}' }],
          ['malformed JSON', path, { method, headers: json, body: '{"x' }],
          ['a body over the size limit', path, { method, headers: json, body: JSON.stringify({ x: 'x'.repeat(100_000) }) }],
          ['an unknown content type', path, { method, headers: { 'content-type': 'text/plain' }, body: 'hello' }],
        ];
  const ids: [string, string, RequestInit][] = op.path.includes('{') ? [['a path id that is not a number', op.path.replace(/\{\w+\}/g, 'abc'), { method }]] : [];
  return [...bodies, ...ids, ['a query of the wrong types', `${path}?limit=many&sort=sideways&from=yesterday`, { method }]];
}

describe.each(staffOperations.map((op) => [`${op.method.toUpperCase()} ${op.path} (${op.operationId})`, op] as const))('%s, before reading the input', (_name, op) => {
  it.each(badInputs(op))('answers 401 without a token and 403 to a customer for %s', async (_case, path, init) => {
    const url = `${server.origin}/api${path}`;
    await expectProblem(await fetch(url, init), 401);
    await expectProblem(await fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${customerToken}` } }), 403);
  });
});
