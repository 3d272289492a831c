import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireShopRenderer } from '../testing/shop-renderer';
import { startTestServer, type TestServer } from '../testing/test-server';

// The shop's built renderer (apps/shop/dist-server), as the server runs it: a page answers the status of
// the data it shows, and only a page drawn from data that all arrived is kept.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  requireShopRenderer(server.config.paths);
});
afterAll(() => server?.close());

const page = (path: string) => fetch(`${server.origin}${path}`, { headers: { accept: 'text/html' } });
const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('pages drawn by the shop’s renderer', () => {
  it('are kept when all their data arrived', async () => {
    for (const path of ['/', '/our-wines', '/product/1']) {
      const first = await page(path);
      expect(first.status, path).toBe(200);
      expect(await (await page(path)).text(), path).toBe(await first.text());
    }
  });

  it('answer 404 for a wine that does not exist, however large its id', async () => {
    for (const id of ['99999', '2147483648', '99999999999']) expect((await page(`/product/${id}`)).status, id).toBe(404);
  });

  it('are neither 200 nor kept when the API refused their data (a forged catalogue cursor)', async () => {
    const forged = cursor({ sort: 'newest', id: 99999999999 });
    for (const path of [`/our-wines?cursor=${forged}`, `/our-wines?sort=newest&cursor=${forged}`]) {
      const [first, second] = [await page(path), await page(path)];
      expect([first.status, second.status], path).not.toContain(200);
      // Each answer drawn for its own response (its own CSP nonces), not one kept copy.
      expect(await second.text(), path).not.toBe(await first.text());
    }
  });
});
