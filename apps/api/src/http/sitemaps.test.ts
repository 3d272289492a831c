import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedWine } from '../db/large-catalogue';
import { products } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/test-server';
import { SITEMAP_URLS } from './sitemaps';

const PUBLIC_URL = 'https://cellar.example';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL } });
});
afterAll(() => server?.close());

const get = (path: string) => fetch(`${server.origin}${path}`);
const locations = async (path: string) => [...(await (await get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('robots.txt and sitemaps', () => {
  it('robots.txt names the sitemap index at the public address and keeps crawlers out of the API and private pages', async () => {
    const response = await get('/robots.txt');
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /checkout');
  });

  it('lists every wine on sale, and only those, in files of at most 50,000 URLs', async () => {
    expect(await locations('/sitemap.xml')).toEqual([`${PUBLIC_URL}/sitemaps/pages.xml`, `${PUBLIC_URL}/sitemaps/wines-1.xml`]);
    expect(await locations('/sitemaps/pages.xml')).toEqual(expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/our-wines`, `${PUBLIC_URL}/our-wines?category=3`]));

    await server.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, 7));
    await server.db.insert(products).values({ ...generatedWine(0), id: SITEMAP_URLS + 5 });
    expect(await locations('/sitemap.xml')).toEqual([`${PUBLIC_URL}/sitemaps/pages.xml`, `${PUBLIC_URL}/sitemaps/wines-1.xml`, `${PUBLIC_URL}/sitemaps/wines-2.xml`]);
    const first = await locations('/sitemaps/wines-1.xml');
    expect(first).toHaveLength(31);
    expect(first).not.toContain(`${PUBLIC_URL}/product/7`);
    expect(first[0]).toBe(`${PUBLIC_URL}/product/1`);
    expect(await locations('/sitemaps/wines-2.xml')).toEqual([`${PUBLIC_URL}/product/${SITEMAP_URLS + 5}`]);
    const response = await get('/sitemaps/wines-1.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
  });

  it('answers 404 problems for sitemap files that do not exist', async () => {
    for (const file of ['wines-0', 'wines-99', 'wines-abc', 'wines-1e3', 'wines-01', 'wines--1']) {
      const response = await get(`/sitemaps/${file}.xml`);
      expect(response.status, file).toBe(404);
      expect(response.headers.get('content-type'), file).toContain('application/problem+json');
    }
  });
});
