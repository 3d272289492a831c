import { DEFAULT_LOCALE, LOCALES, localePath } from '@cellar/i18n';
import { and, asc, gt, isNull, lte, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';
import { sendProblem } from './problem';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URLS = 50_000;
/** Each wine's page is listed once per language, so a file covers this many ids. */
export const WINES_PER_SITEMAP = SITEMAP_URLS / LOCALES.length;

const XML = 'application/xml; charset=utf-8';
// Search engines come back daily at most; an hour keeps a busy crawler from rebuilding 50,000 URLs per visit.
const CACHE = 'public, max-age=3600';
/** A signed-in shopper's pages, which no crawler can see. */
const PRIVATE_PAGES = ['/checkout', '/my-orders', '/profile'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Every page in every language, each naming its twins in the others (hreflang, and English as the
 * x-default), as the pages' own alternate links do: a search engine shows each searcher their language.
 */
function urlset(publicUrl: string, paths: string[]): string {
  const urls = paths.flatMap((path) => {
    const twins = [...LOCALES.map((locale) => [locale, localePath(locale, path)] as const), ['x-default', localePath(DEFAULT_LOCALE, path)] as const]
      .map(([hreflang, twin]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(publicUrl + twin)}"/>`)
      .join('');
    return LOCALES.map((locale) => `<url><loc>${escapeXml(publicUrl + localePath(locale, path))}</loc>${twins}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt and the sitemaps of a catalogue of any size: /sitemap.xml is an index over the shop's
 * own pages and the wines in every language, in files of at most 50,000 URLs, each covering a fixed
 * range of ids so a file's address never changes as wines come and go.
 */
export function registerSitemaps(app: FastifyInstance, db: Database, publicUrl: string): void {
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\n${LOCALES.flatMap((locale) => PRIVATE_PAGES.map((path) => `Disallow: ${localePath(locale, path)}\n`)).join('')}\nSitemap: ${publicUrl}/sitemap.xml\n`,
      ),
  );

  const winePages = async () => {
    const [row] = await db.select({ last: max(products.id) }).from(products);
    return Math.max(1, Math.ceil((row?.last ?? 0) / WINES_PER_SITEMAP));
  };

  app.get('/sitemap.xml', async (_request, reply) => {
    const files = ['/sitemaps/pages.xml', ...Array.from({ length: await winePages() }, (_, i) => `/sitemaps/wines-${i + 1}.xml`)];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.map((file) => `<sitemap><loc>${escapeXml(publicUrl + file)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
    return reply.type(XML).header('cache-control', CACHE).send(body);
  });

  app.get('/sitemaps/pages.xml', async (_request, reply) => {
    const all = await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id));
    const paths = ['/', '/our-wines', '/about-this-project', ...all.map(({ id }) => `/our-wines?category=${id}`)];
    return reply.type(XML).header('cache-control', CACHE).send(urlset(publicUrl, paths));
  });

  app.get<{ Params: { page: string } }>('/sitemaps/wines-:page.xml', async (request, reply) => {
    const page = Number(request.params.page);
    if (!/^[1-9]\d{0,5}$/.test(request.params.page) || page > (await winePages())) {
      return sendProblem(reply, { status: 404, code: 'sitemapNotFound', params: { path: request.url.split('?')[0]! } });
    }
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(isNull(products.deletedAt), gt(products.id, (page - 1) * WINES_PER_SITEMAP), lte(products.id, page * WINES_PER_SITEMAP)))
      .orderBy(asc(products.id));
    return reply.type(XML).header('cache-control', CACHE).send(urlset(publicUrl, rows.map(({ id }) => `/product/${id}`)));
  });
}
