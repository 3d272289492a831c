import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../db/seed';
import { contractOperations } from '../testing/contract-fetch';
import { exampleBodies } from '../testing/examples';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Generated over every operation in openapi.yaml: malformed and hostile input must get a 4xx problem,
 * never a 500 and never a hang.
 */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ env: { DEMO_MODE: 'false' } });
  token = (await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).token;
});
afterAll(() => server?.close());

const HUGE = 'x'.repeat(100_000);
const examples = exampleBodies();

function wrongTypes(body: Record<string, unknown>): Record<string, unknown>[] {
  return Object.keys(body).flatMap((key) => [
    { ...body, [key]: typeof body[key] === 'number' ? 'twelve' : 12345 },
    { ...body, [key]: { nested: true } },
    { ...body, [key]: null },
    { ...body, [key]: typeof body[key] === 'string' ? HUGE : [HUGE] },
  ]);
}

interface BadRequest {
  name: string;
  path: string;
  body?: string;
  contentType?: string;
}

function badRequests(op: (typeof contractOperations)[number]): BadRequest[] {
  const fill = (id: string) => op.path.replace(/\{\w+\}/g, id);
  const requests: BadRequest[] = ['abc', '-1', '0', '1.5', '1e309', '99999999999999999999', HUGE.slice(0, 5000), '%00', '..%2F..%2Fetc'].map((id) => ({
    name: `path id ${id.slice(0, 20)}`,
    path: fill(id),
  }));
  const path = fill('1');
  if (op.parameters.some((p) => p.in === 'query')) requests.push({ name: 'query of the wrong type', path: `${path}?category=red&category[]=1` });
  if (op.method === 'get' || op.method === 'delete') return requests;
  const json = 'application/json';
  requests.push(
    { name: 'malformed JSON', path, body: '{"productList": [', contentType: json },
    { name: 'a JSON array', path, body: '[1,2,3]', contentType: json },
    { name: 'JSON null', path, body: 'null', contentType: json },
    { name: 'an empty body', path, body: '', contentType: json },
    { name: 'a huge JSON string', path, body: JSON.stringify({ firstname: HUGE.repeat(12) }), contentType: json },
    { name: 'an unknown content type', path, body: 'a=1', contentType: 'application/x-www-form-urlencoded' },
    { name: 'a broken multipart body', path, body: '--xyz\r\nContent-Disposition: form-data; name="firstname"\r\n\r\nAna', contentType: 'multipart/form-data; boundary=xyz' },
  );
  const example = examples[op.operationId];
  if (example) {
    for (const body of wrongTypes(example)) requests.push({ name: `wrong type: ${JSON.stringify(body).slice(0, 60)}`, path, body: JSON.stringify(body), contentType: json });
    requests.push({ name: 'unknown fields', path, body: JSON.stringify({ ...example, isAdmin: true, __proto__: { polluted: 1 }, constructor: 'x' }), contentType: json });
  }
  return requests;
}

describe.each(contractOperations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s', (_name, op) => {
  it('answers hostile input with a problem, never a 500', async () => {
    for (const bad of badRequests(op)) {
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
      if (bad.contentType) headers['content-type'] = bad.contentType;
      const response = await fetch(`${server.origin}/api${bad.path}`, {
        method: op.method.toUpperCase(),
        headers,
        ...(bad.body !== undefined ? { body: bad.body } : {}),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      expect(response.status, `${bad.name}: ${text.slice(0, 300)}`).toBeLessThan(500);
      if (response.status >= 400) {
        expect(response.headers.get('content-type'), bad.name).toContain('application/problem+json');
        expect(JSON.parse(text).detail, bad.name).toEqual(expect.any(String));
      }
    }
  });
});

it('has an example body for every operation that takes JSON', () => {
  const needing = contractOperations.filter((op) => op.operation.requestBody?.content['application/json']).map((op) => op.operationId);
  expect(Object.keys(examples).sort()).toEqual(needing.sort());
});
