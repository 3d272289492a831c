import type { FieldError, Problem } from '@cellar/api-client';
import { ProblemCodeValues } from '@cellar/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleBodies } from '../testing/examples';
import { startTestServer, type TestServer } from '../testing/test-server';

/** Input that once answered 500: each now gets a 4xx problem a person can read, and writes nothing. */
let server: TestServer;
let user: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  user = await server.logIn();
});
afterAll(() => server?.close());

const examples = exampleBodies();

async function send(method: string, path: string, body: RequestInit['body'], headers: Record<string, string> = {}) {
  const response = await fetch(`${server.origin}/api${path}`, { method, headers: { authorization: `Bearer ${user.token}`, ...headers }, body });
  const text = await response.text();
  expect(response.headers.get('content-type'), text).toContain('application/problem+json');
  const problem = JSON.parse(text) as Problem;
  // Every refusal carries a code of the contract's enum, so that clients can say it in their own words.
  expect(ProblemCodeValues, text).toContain(problem.code);
  return { status: response.status, problem };
}

const json = (method: string, path: string, body: unknown) => send(method, path, JSON.stringify(body), { 'content-type': 'application/json' });

describe('control characters in text', () => {
  const cases: [string, string, string, Record<string, unknown>][] = [
    ['sign-up', 'firstname', '/users', examples.signUp!],
    ['sign-up', 'email', '/users', examples.signUp!],
    ['login', 'email', '/tokens/user', examples.logIn!],
    ['login', 'password', '/tokens/user', examples.logIn!],
    ['an order', 'shippingAddress', '/orders', examples.createOrder!],
  ];
  it.each(cases)('%s with a control character in %s is a 400 naming the field', async (_name, field, path, body) => {
    for (const bad of ['\u0000', 'a\u0000b', '\u001b[31m', 'x\u007f']) {
      const { status, problem } = await json('POST', path, { ...body, [field]: `${String(body[field]).slice(0, 5)}${bad}` });
      expect(status).toBe(400);
      expect(problem.code).toBe('validation');
      expect(problem.errors).toEqual([{ field, code: 'controlCharacters', params: {}, message: problem.detail }]);
    }
  });

  it('in the profile form is a 400 naming the field, and the profile stays as it was', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ firstname: 'Lu\u0000cía', lastname: 'Pereira', address: 'Av. 18 de Julio 1453', phone: '099 123 456', email: 'demo@thecellar.example' })) form.append(key, value);
    const { status, problem } = await send('PATCH', `/users/${user.id}`, form);
    expect(status).toBe(400);
    expect(problem).toMatchObject({ code: 'validation', errors: [{ field: 'firstname', code: 'controlCharacters' }] });
    const me = await server.logIn();
    expect(me.firstname).toBe('Lucía');
  });

  it('keeps tabs and line breaks, which people do type', async () => {
    const { response } = await server.client(user.token).POST('/orders', { body: { ...examples.createOrder!, shippingAddress: 'Rivera 2200\napto 3\tMontevideo' } as never });
    expect(response.status).toBe(201);
  });
});

describe('malformed multipart', () => {
  const profile = `/users/${1}`;
  const bodies: [string, string, string][] = [
    ['a boundary the body does not use', 'multipart/form-data; boundary=abc', '--xyz\r\nContent-Disposition: form-data; name="firstname"\r\n\r\nAna\r\n--xyz--\r\n'],
    ['an unterminated body', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="firstname"\r\n\r\nAna'],
    ['a plain body', 'multipart/form-data; boundary=xyz', 'firstname=Ana&lastname=Pereira'],
    ['no boundary at all', 'multipart/form-data', '--xyz\r\nContent-Disposition: form-data; name="firstname"\r\n\r\nAna\r\n--xyz--\r\n'],
    ['a part without headers', 'multipart/form-data; boundary=xyz', '--xyz\r\n\r\nAna\r\n--xyz--\r\n'],
  ];
  it.each(bodies)('with %s is a 4xx problem', async (_name, contentType, body) => {
    const { status, problem } = await send('PATCH', profile, body, { 'content-type': contentType });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(problem.detail).toEqual(expect.any(String));
  });
});

describe('validation', () => {
  const order = examples.createOrder! as { productList: Record<string, unknown>[] } & Record<string, unknown>;
  const wrongTypes: [string, Record<string, unknown>][] = [
    ['qty', { productList: [{ ...order.productList[0], qty: '2' }] }],
    ['qty', { productList: [{ ...order.productList[0], qty: true }] }],
    ['qty', { productList: [{ ...order.productList[0], qty: [1] }] }],
    ['id', { productList: [{ ...order.productList[0], id: '1' }] }],
    ['paymentMethod', { paymentMethod: [order.paymentMethod] }],
    ['shippingAddress', { shippingAddress: 123456 }],
  ];
  it.each(wrongTypes)('refuses a JSON value of the wrong type in %s instead of converting it, and makes no order', async (field, change) => {
    const before = await server.client(user.token).GET('/orders', { params: { query: { customer: user.id } } });
    const { status, problem } = await json('POST', '/orders', { ...order, ...change });
    expect(status).toBe(400);
    expect(problem.errors?.[0]?.field).toMatch(new RegExp(`(^|\\.)${field}$`));
    const after = await server.client(user.token).GET('/orders', { params: { query: { customer: user.id } } });
    expect(after.data).toHaveLength(before.data!.length);
  });

  it('still reads numbers and lists from a query string', async () => {
    const response = await fetch(`${server.origin}/api/products?limit=2&category=1&category=2`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(2);
  });

  it('stops at the first error of a huge wrong body instead of collecting every one', async () => {
    const productList = Array.from({ length: 3_000 }, () => ({ id: 'x', qty: 'y' }));
    const started = Date.now();
    const { status, problem } = await json('POST', '/orders', { ...examples.createOrder!, productList });
    expect(status).toBe(400);
    expect(problem.errors).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a JSON body over 64 KiB before parsing it', async () => {
    const { status, problem } = await json('POST', '/orders', { ...examples.createOrder!, shippingAddress: 'x'.repeat(70_000) });
    expect(status).toBe(413);
    expect(problem.code).toBe('payloadTooLarge');
  });

  it('counts an address as it is kept, trimmed: three characters inside spaces are refused, not stored as one', async () => {
    for (const [path, body, field] of [
      ['/orders', examples.createOrder!, 'shippingAddress'],
      ['/users', examples.signUp!, 'address'],
    ] as const) {
      const { status, problem } = await json('POST', path, { ...body, [field]: '   a   ' });
      expect(status).toBe(400);
      expect(problem).toMatchObject({ code: 'validation', errors: [{ field, code: 'pattern' }] });
    }
  });

  it('bounds the password length', async () => {
    const { status, problem } = await json('POST', '/users', { ...examples.signUp!, password: 'p'.repeat(201) });
    expect(status).toBe(400);
    expect(problem).toMatchObject({ code: 'validation', errors: [{ field: 'password', code: 'maxLength', params: { limit: 200 } } satisfies Omit<FieldError, 'message'>] });
  });
});
