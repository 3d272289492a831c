import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stableHeaders } from '../cache/cached-read';
import { PAGE_TAG } from '../cache/change-feed';
import type { ReadCache } from '../cache/read-cache';
import { representations, sendRepresentation } from '../cache/representations';
import { cspHash } from './content-security-policy';

type RenderedPage = { status: number; html: string } | { status: number; location: string };

/** This response's CSP nonces (helmet makes them per response); every inline script and style must carry its one. */
export interface CspNonces {
  script: string;
  style: string;
}

interface PageRenderer {
  renderPage(options: { url: string; fetch: typeof globalThis.fetch; nonces: CspNonces }): Promise<RenderedPage | null>;
}

/** What apps/shop/src/entry-server.tsx exports, built into apps/shop/dist-server/entry-server.js. */
interface ShopRendererModule {
  createPageRenderer(distDir: string): Promise<PageRenderer>;
}

export interface ShopPages {
  /** Answers a browser's request for a shop page. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

function isShopRendererModule(module: unknown): module is ShopRendererModule {
  return typeof (module as Partial<ShopRendererModule> | null)?.createPageRenderer === 'function';
}

async function loadRenderer(shopRoot: string, rendererPath: string): Promise<PageRenderer | null> {
  if (!existsSync(rendererPath) || !existsSync(join(shopRoot, 'index.html'))) return null;
  const module: unknown = await import(pathToFileURL(rendererPath).href);
  if (!isShopRendererModule(module)) throw new Error(`${rendererPath} does not export createPageRenderer; rebuild the shop.`);
  return module.createPageRenderer(shopRoot);
}

/** The shop's renderer reaches this server's own API in process: no socket, the same routes and checks. */
function inProcessFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: pathname + search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of [value ?? []].flat()) headers.append(name, String(item));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/** The plain shell is the shop's own built file: every script and style element in it is the shop's, so each gets its nonce. */
function withNonces(html: string, { script, style }: CspNonces): string {
  return html.replace(/<(script|style)(?=[\s>])/g, (_tag, name: string) => `<${name} nonce="${name === 'script' ? script : style}"`);
}

/**
 * A page kept for every visitor cannot carry one visitor's nonce (a nonce everyone has seen protects
 * nothing), so a cached page drops its nonces and the policy names its inline scripts and styles by
 * their hashes instead. External scripts and styles are the shop's own files, allowed as 'self'.
 */
export function withHashesInsteadOfNonces(html: string): { html: string; script: string[]; style: string[] } {
  const script = new Set<string>();
  const style = new Set<string>();
  for (const [, name, attributes = '', content = ''] of html.matchAll(/<(script|style)(\s[^>]*)?>([\s\S]*?)<\/\1>/g)) {
    const inline = name === 'style' || !/\ssrc=/.test(attributes);
    if (inline && content) (name === 'script' ? script : style).add(cspHash(content));
  }
  return { html: html.replace(/\snonce="[^"]*"/g, ''), script: [...script], style: [...style] };
}

/** The cache key of a page: the same address asked for as a page, not as a problem (see app.ts). */
export const pageKey = (url: string) => `page ${url}`;

/**
 * Shop pages: the public ones rendered on the server by the shop's own renderer, so a phone shows
 * the wines before the JavaScript has arrived; the signed-in shopper's pages, or every page when the
 * renderer is not built, as the plain index.html for the browser to draw.
 */
export async function loadShopPages(app: FastifyInstance, shopRoot: string, rendererPath: string, cache: ReadCache): Promise<ShopPages> {
  const renderer = await loadRenderer(shopRoot, rendererPath);
  const fetch = inProcessFetch(app);
  const shell = readFileSync(join(shopRoot, 'index.html'), 'utf8');

  return {
    async send(request, reply) {
      const nonces = reply.cspNonce as CspNonces;
      const sendShell = () => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withNonces(shell, nonces));
      if (!renderer) return sendShell();
      const key = pageKey(request.url);
      const hit = cache.get(key);
      if (hit) return sendRepresentation(request, reply, hit);
      const epoch = cache.epoch;
      let page: RenderedPage | null;
      try {
        // The renderer only needs the path: the host header is the client's to choose, so it is not used.
        page = await renderer.renderPage({ url: `http://localhost${request.url}`, fetch, nonces });
      } catch (error) {
        request.log.error({ err: error }, 'The shop page could not be rendered on the server; the browser draws it instead');
        return sendShell();
      }
      if (!page) return sendShell();
      if ('location' in page) return reply.redirect(page.location, page.status);
      if (page.status !== 200) return reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
      // Kept per address until the catalogue changes (every catalogue write drops PAGE_TAG).
      const { html, script, style } = withHashesInsteadOfNonces(page.html);
      const entry = {
        ...(await representations(200, html, {
          ...stableHeaders(reply, { script, style }),
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-cache',
          vary: 'Accept',
        })),
        tags: [PAGE_TAG],
      };
      cache.set(key, entry, epoch);
      return sendRepresentation(request, reply, entry);
    },
  };
}
