import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, shopToday } from '@cellar/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../db/seed';
import { startTestServer, type TestServer } from '../testing/test-server';
import { cspHash } from './content-security-policy';
import { RETRY_AFTER_SECONDS } from './problem';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A stand-in for the shop's built renderer (apps/shop/dist-server/entry-server.js, covered by the
// shop's e2e tests), so the server's side of the contract is checked on its own: what it passes in,
// and what it does with each kind of answer. It calls its product pages 200 whatever the API said of
// the wine, as a renderer might: the server judges a page by its API calls, not only by its status.
const RENDERER = `
let renders = 0;
export async function createPageRenderer(distDir, { demoMode }) {
  return {
    async renderPage({ url, fetch, nonces }) {
      const { pathname } = new URL(url);
      if (pathname === '/private') return null;
      if (pathname === '/moved') return { status: 302, location: '/elsewhere' };
      if (pathname === '/broken') throw new Error('render failed');
      if (pathname === '/slow') await new Promise((done) => setTimeout(done, 300));
      const categories = await (await fetch(new URL('/api/categories', url))).json();
      const names = categories.map((category) => category.name).join(', ');
      const wine = /^\\/product\\/(\\d+)$/.exec(pathname);
      if (wine) await fetch(new URL('/api/products/' + wine[1], url));
      const inline = '<script nonce="' + nonces.script + '">1</script><style nonce="' + nonces.style + '">p{}</style>';
      renders++;
      return { status: pathname === '/missing' ? 404 : 200, html: inline + '<p>rendered from ' + distDir + ': ' + names + '</p><p>demo ' + demoMode + '</p><p>render ' + renders + '</p>'.padEnd(4000, ' ') };
    },
  };
}
`;

const SHELL = '<!doctype html><title>shell</title><style>body{}</style><div id="root"></div><script type="module" src="/assets/app.js"></script>';

/** The nonces a response's Content-Security-Policy allows for inline scripts and styles. */
function noncesOf(response: Response) {
  const policy = response.headers.get('content-security-policy') ?? '';
  const nonce = (directive: string) => new RegExp(`(?:^|;)\\s*${directive} [^;]*'nonce-([^']+)'`).exec(policy)?.[1];
  return { script: nonce('script-src'), style: nonce('style-src') };
}

describe('shop pages', () => {
  let server: TestServer;
  const dir = mkdtempSync(join(tmpdir(), 'cellar-shop-'));
  const page = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.origin}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });

  beforeAll(async () => {
    writeFileSync(join(dir, 'index.html'), SHELL);
    writeFileSync(join(dir, 'renderer.mjs'), RENDERER);
    server = await startTestServer({ paths: { shopDist: dir, shopRenderer: join(dir, 'renderer.mjs') } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders public pages with data from its own API, compressed and revalidated', async () => {
    const response = await page('/our-wines', { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(`<p>rendered from ${dir}: Red, White, Rosé`);
  });

  it("give the renderer this response's CSP nonces, new for every response", async () => {
    const [first, second] = [await page('/private'), await page('/private')];
    const nonces = noncesOf(first);
    expect(nonces.script).toMatch(/^[0-9a-f]{32}$/);
    expect(nonces.style).toMatch(/^[0-9a-f]{32}$/);
    expect(noncesOf(second).script).not.toBe(nonces.script);
  });

  it('keep a rendered page for every visitor, its inline script allowed by hash instead of a nonce all would share', async () => {
    const first = await page('/our-wines?kept');
    const html = await first.text();
    const policy = first.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(new RegExp(`script-src 'self' ${escapeRegExp(cspHash('1'))}(;|$)`));
    expect(noncesOf(first).script).toBeUndefined();
    // Styles the shop adds at run time need a nonce; the page keeps the one it was drawn with.
    const { style } = noncesOf(first);
    expect(style).toMatch(/^[0-9a-f]{32}$/);
    expect(html).toContain(`<script>1</script><style nonce="${style}">p{}</style>`);

    const second = await page('/our-wines?kept');
    expect(await second.text()).toBe(html);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const unchanged = await page('/our-wines?kept', { 'if-none-match': first.headers.get('etag')! });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
  });

  it('drop a kept page when something it shows changes, and keep it across an order or an edit of a wine it does not show', async () => {
    const outcomes = async () => Promise.all(['/product/1?shows', '/product/2?shows'].map(async (path) => (await page(path)).headers.get('x-cache')));
    expect(await outcomes()).toEqual(['miss', 'miss']);
    expect(await outcomes()).toEqual(['hit', 'hit']);
    const staff = server.client((await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).token);
    expect((await staff.PATCH('/products/{id}', { params: { path: { id: 2 } }, body: { unitPrice: 777 } })).response.status).toBe(200);
    expect(await outcomes()).toEqual(['hit', 'miss']);
    const { response, error } = await server.client((await server.logIn()).token).POST('/orders', {
      body: { productList: [{ id: 2, qty: 1 }], shippingAddress: 'Calle Sarandí 675, Montevideo', shippingDate: addDays(shopToday(), 1), paymentMethod: 'Visa' },
    });
    expect(response.status, JSON.stringify(error)).toBe(201);
    expect(await outcomes()).toEqual(['hit', 'miss']);
    // Both show the categories (the renderer reads them for every page).
    expect((await staff.POST('/categories', { body: { name: 'Orange' } })).response.status).toBe(201);
    const [first, second] = await Promise.all([page('/product/1?shows'), page('/product/2?shows')]);
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['miss', 'miss']);
    expect(await first.text()).toContain('Orange');
  });

  it('draw a page once for all the readers who miss it meanwhile', async () => {
    // Drawn slowly, so that all ten ask while it is drawn.
    const pages = await Promise.all(Array.from({ length: 10 }, () => page('/slow')));
    const bodies = await Promise.all(pages.map((response) => response.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(new Set(pages.map((response) => response.headers.get('x-cache')))).toEqual(new Set(['miss']));
    expect((await page('/slow')).headers.get('x-cache')).toBe('hit');
  });

  it('open the bare home address in the language the visitor chose, and every other address in its own', async () => {
    const spanish = { cookie: 'theme=dark; cellar-language=es-UY' };
    const kept = await page('/');
    expect(kept.status).toBe(200);
    expect(kept.headers.get('vary')).toMatch(/\bcookie\b/i);
    // The home page kept for everyone is not what the visitor who chose Spanish gets.
    const door = await page('/?utm_source=mail', spanish);
    expect(door.status).toBe(302);
    expect(door.headers.get('location')).toBe('/es/?utm_source=mail');
    expect(door.headers.get('vary')).toMatch(/\bcookie\b/i);
    expect((await page('/', spanish)).headers.get('location')).toBe('/es/');
    const english = await page('/', { cookie: 'cellar-language=en' });
    expect([english.status, english.headers.get('vary')]).toEqual([200, kept.headers.get('vary')]);
    expect((await page('/our-wines', spanish)).status).toBe(200);
  });

  it("passes on the renderer's status and redirects", async () => {
    expect((await page('/missing')).status).toBe(404);
    const moved = await page('/moved');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/elsewhere');
  });

  it('answers 503 with Retry-After and keeps nothing when an API call behind the page failed, whatever its renderer said', async () => {
    await server.db.execute(sql`alter table products rename to products_away`);
    let during: Response;
    try {
      during = await page('/product/5');
    } finally {
      await server.db.execute(sql`alter table products_away rename to products`);
    }
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(during.headers.get('cache-control')).toBe('no-store');
    // Drawn again once the database answers, and kept from then on.
    const after = await page('/product/5');
    expect(after.status).toBe(200);
    expect(await (await page('/product/5')).text()).toBe(await after.text());
  });

  it('does not keep a page its renderer called 200 although one of its API calls was refused', async () => {
    const [first, second] = [await page('/product/999999'), await page('/product/999999')];
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('cache-control')).toBe('no-cache');
    expect(await second.text()).not.toBe(await first.text());
  });

  it('sends index.html for the pages the renderer leaves to the browser, and when rendering fails', async () => {
    for (const path of ['/private', '/broken']) {
      const response = await page(path);
      expect(response.status).toBe(200);
      const { script, style } = noncesOf(response);
      expect(await response.text()).toBe(
        SHELL.replace('<style>', `<style nonce="${style}">`).replace('<script type', `<script nonce="${script}" type`),
      );
    }
  });

  it('gives the page to a client that accepts anything, as curl does, or says nothing', async () => {
    for (const headers of [{ accept: '*/*' }, { accept: 'text/*;q=0.8, application/json' }, {}] as Record<string, string>[]) {
      const response = await fetch(`${server.origin}/our-wines`, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
  });

  it('answers API paths and non-page requests with a problem, not a page', async () => {
    for (const [path, accept] of [['/api/nope', 'text/html'], ['/our-wines', 'application/json'], ['/images/nope', 'text/html']] as const) {
      const response = await fetch(`${server.origin}${path}`, { headers: { accept } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});

describe('shop pages outside demo mode', () => {
  let demo: TestServer;
  let shop: TestServer;
  const dir = mkdtempSync(join(tmpdir(), 'cellar-shop-'));
  const page = (server: TestServer, path: string) => fetch(`${server.origin}${path}`, { headers: { accept: 'text/html' } }).then((response) => response.text());

  beforeAll(async () => {
    writeFileSync(join(dir, 'index.html'), SHELL);
    writeFileSync(join(dir, 'renderer.mjs'), RENDERER);
    const paths = { shopDist: dir, shopRenderer: join(dir, 'renderer.mjs') };
    [demo, shop] = await Promise.all([startTestServer({ paths }), startTestServer({ paths, env: { DEMO_MODE: 'false' } })]);
  });
  afterAll(async () => {
    await Promise.all([demo?.close(), shop?.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('tell the renderer and the browser that the shop is not the demo, on drawn pages and the plain shell alike', async () => {
    const notTheDemo = '<meta name="cellar-demo-mode" content="off">';
    for (const path of ['/our-wines', '/private']) {
      expect(await page(shop, path)).toContain(notTheDemo);
      expect(await page(demo, path)).not.toContain(notTheDemo);
    }
    expect(await page(shop, '/about-this-project')).toContain('<p>demo false</p>');
    expect(await page(demo, '/about-this-project')).toContain('<p>demo true</p>');
  });
});
