import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedWine } from '../db/large-catalogue';
import { products } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/test-server';
import { WINES_PER_SITEMAP } from './sitemaps';

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
    expect(text).toContain('Disallow: /es/checkout');
  });

  it('lists every wine on sale, and only those, in both languages, in files of at most 50,000 URLs', async () => {
    expect(await locations('/sitemap.xml')).toEqual([`${PUBLIC_URL}/sitemaps/pages.xml`, `${PUBLIC_URL}/sitemaps/wines-1.xml`]);
    expect(await locations('/sitemaps/pages.xml')).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/our-wines`, `${PUBLIC_URL}/our-wines?category=3`, `${PUBLIC_URL}/es/`, `${PUBLIC_URL}/es/our-wines?category=3`]),
    );

    await server.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, 7));
    await server.db.insert(products).values({ ...generatedWine(0), id: WINES_PER_SITEMAP + 5 });
    expect(await locations('/sitemap.xml')).toEqual([`${PUBLIC_URL}/sitemaps/pages.xml`, `${PUBLIC_URL}/sitemaps/wines-1.xml`, `${PUBLIC_URL}/sitemaps/wines-2.xml`]);
    const first = await locations('/sitemaps/wines-1.xml');
    expect(first).toHaveLength(2 * 31);
    expect(first).not.toContain(`${PUBLIC_URL}/product/7`);
    expect(first).not.toContain(`${PUBLIC_URL}/es/product/7`);
    expect(first.slice(0, 2)).toEqual([`${PUBLIC_URL}/product/1`, `${PUBLIC_URL}/es/product/1`]);
    expect(await locations('/sitemaps/wines-2.xml')).toEqual([`${PUBLIC_URL}/product/${WINES_PER_SITEMAP + 5}`, `${PUBLIC_URL}/es/product/${WINES_PER_SITEMAP + 5}`]);
    const response = await get('/sitemaps/wines-1.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
  });

  it('names the twins of each page in every language, English as the default', async () => {
    const body = await (await get('/sitemaps/wines-1.xml')).text();
    const entry = /<url><loc>https:\/\/cellar\.example\/es\/product\/1<\/loc>(.*?)<\/url>/.exec(body)?.[1];
    const twins = [...(entry ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => [hreflang, href]);
    expect(twins).toEqual([
      ['en', `${PUBLIC_URL}/product/1`],
      ['es-UY', `${PUBLIC_URL}/es/product/1`],
      ['x-default', `${PUBLIC_URL}/product/1`],
    ]);
  });

  it('answers 404 problems for sitemap files that do not exist', async () => {
    for (const file of ['wines-0', 'wines-99', 'wines-abc', 'wines-1e3', 'wines-01', 'wines--1']) {
      const response = await get(`/sitemaps/${file}.xml`);
      expect(response.status, file).toBe(404);
      expect(response.headers.get('content-type'), file).toContain('application/problem+json');
    }
  });
});
