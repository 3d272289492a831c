import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
 * Shop pages: the public ones rendered on the server by the shop's own renderer, so a phone shows
 * the wines before the JavaScript has arrived; the signed-in shopper's pages, or every page when the
 * renderer is not built, as the plain index.html for the browser to draw.
 */
export async function loadShopPages(app: FastifyInstance, shopRoot: string, rendererPath: string): Promise<ShopPages> {
  const renderer = await loadRenderer(shopRoot, rendererPath);
  const fetch = inProcessFetch(app);
  const shell = readFileSync(join(shopRoot, 'index.html'), 'utf8');

  return {
    async send(request, reply) {
      const nonces = reply.cspNonce as CspNonces;
      const sendShell = () => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withNonces(shell, nonces));
      if (!renderer) return sendShell();
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
      return reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
    },
  };
}
