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

  it.each(['/api/categories', '/api/products?limit=3', '/api/products/2', '/api/products/facets'])(
    'says that %s depends on the Origin, whether it is answered from memory or afresh, with or without one',
    async (path) => {
      const read = (origin?: string) => fetch(`${open.origin}${path}`, { headers: { 'accept-encoding': 'br', ...(origin ? { origin } : {}) } });
      // The first of each is computed; the rest are answered from the read cache (the hits without an Origin by its first hook).
      for (const origin of [undefined, 'https://shop.cellar.example', undefined, 'https://shop.cellar.example', 'https://evil.example']) {
        const response = await read(origin);
        expect(response.status).toBe(200);
        const vary = (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
        expect(vary, `${origin ?? 'no origin'}: vary ${String(response.headers.get('vary'))}`).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
        expect(response.headers.get('access-control-allow-origin')).toBe(origin === 'https://shop.cellar.example' ? origin : null);
      }
    },
  );

  it('says that a kept shop page depends on the Origin and on Accept', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${open.origin}/about`, { headers: { accept: 'text/html' } });
      const vary = (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
      expect(vary).toEqual(expect.arrayContaining(['origin', 'accept', 'accept-encoding']));
    }
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
