import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('CORS', () => {
  let open: TestServer;
  let closed: TestServer;
  beforeAll(async () => {
    [open, closed] = await Promise.all([startTestServer({ env: { CORS_ORIGINS: 'https://admin.cellar.example, https://shop.cellar.example' } }), startTestServer()]);
  });
  afterAll(async () => {
    await open?.close();
    await closed?.close();
  });

  const preflight = (server: TestServer, origin: string) =>
    fetch(`${server.origin}/api/orders`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });

  it('lets an allowed origin call with a bearer token', async () => {
    const response = await preflight(open, 'https://admin.cellar.example');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://admin.cellar.example');
    const simple = await fetch(`${open.origin}/api/categories`, { headers: { origin: 'https://shop.cellar.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBe('https://shop.cellar.example');
  });

  it('lets an allowed origin read the catalogue’s next page and total', async () => {
    const response = await fetch(`${open.origin}/api/products?limit=2`, { headers: { origin: 'https://shop.cellar.example' } });
    expect(response.headers.get('access-control-expose-headers')).toBe('Link, X-Total-Count, X-Total-Count-Estimate');
  });

  it('gives other origins no CORS grant', async () => {
    const response = await preflight(open, 'https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is same-origin only by default', async () => {
    const response = await fetch(`${closed.origin}/api/categories`, { headers: { origin: 'https://admin.cellar.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
