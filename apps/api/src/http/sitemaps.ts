import { and, asc, gt, isNull, lte, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';
import { sendProblem } from './problem';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URLS = 50_000;

const XML = 'application/xml; charset=utf-8';
// Search engines come back daily at most; an hour keeps a busy crawler from rebuilding 50,000 URLs per visit.
const CACHE = 'public, max-age=3600';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function urlset(locations: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locations.map((loc) => `<url><loc>${escapeXml(loc)}</loc></url>`).join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt and the sitemaps of a catalogue of any size: /sitemap.xml is an index over the shop's
 * own pages and the wines, in files of at most 50,000 URLs, each covering a fixed range of ids so a
 * file's address never changes as wines come and go.
 */
export function registerSitemaps(app: FastifyInstance, db: Database, publicUrl: string): void {
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /checkout\nDisallow: /my-orders\nDisallow: /profile\n\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );

  const winePages = async () => {
    const [row] = await db.select({ last: max(products.id) }).from(products);
    return Math.max(1, Math.ceil((row?.last ?? 0) / SITEMAP_URLS));
  };

  app.get('/sitemap.xml', async (_request, reply) => {
    const files = ['/sitemaps/pages.xml', ...Array.from({ length: await winePages() }, (_, i) => `/sitemaps/wines-${i + 1}.xml`)];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.map((file) => `<sitemap><loc>${escapeXml(publicUrl + file)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
    return reply.type(XML).header('cache-control', CACHE).send(body);
  });

  app.get('/sitemaps/pages.xml', async (_request, reply) => {
    const all = await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id));
    const paths = ['/', '/our-wines', '/about-this-project', ...all.map(({ id }) => `/our-wines?category=${id}`)];
    return reply.type(XML).header('cache-control', CACHE).send(urlset(paths.map((path) => publicUrl + path)));
  });

  app.get<{ Params: { page: string } }>('/sitemaps/wines-:page.xml', async (request, reply) => {
    const page = Number(request.params.page);
    if (!/^[1-9]\d{0,5}$/.test(request.params.page) || page > (await winePages())) {
      return sendProblem(reply, 404, `There is no sitemap ${request.url.split('?')[0]}.`);
    }
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(isNull(products.deletedAt), gt(products.id, (page - 1) * SITEMAP_URLS), lte(products.id, page * SITEMAP_URLS)))
      .orderBy(asc(products.id));
    return reply.type(XML).header('cache-control', CACHE).send(urlset(rows.map(({ id }) => `${publicUrl}/product/${id}`)));
  });
}
