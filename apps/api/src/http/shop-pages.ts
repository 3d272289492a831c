import { chosenLanguage, DEFAULT_LOCALE, localePath } from '@cellar/i18n';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANSWERED, stableHeaders } from '../cache/cached-read';
import type { ReadCache } from '../cache/read-cache';
import { representations, sendRepresentation } from '../cache/representations';
import type { Made } from '../cache/shared-misses';
import { cspHash } from './content-security-policy';
import { RETRY_AFTER_SECONDS } from './problem';
import type { CspNonces } from './render-messages';
import { startRenderThread, type RenderThread, type ShownRendering } from './render-thread';
import { addVary } from './vary';

export interface ShopPages {
  /** Answers a browser's request for a shop page. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

const isFrontDoor = (url: string) => url === '/' || url.startsWith('/?');

/**
 * The bare home address is the shop's front door, typed or bookmarked rather than shared: it opens in the
 * language the visitor chose with the switch or the offer. Every other address keeps the language it names,
 * so a shared link and a crawler (which sends no cookie) read what was linked. Null: the page itself.
 */
export function frontDoorRedirect(url: string, cookies: string | undefined): string | null {
  if (!isFrontDoor(url)) return null;
  const chosen = chosenLanguage(cookies ?? '');
  return chosen && chosen !== DEFAULT_LOCALE ? localePath(chosen, url) : null;
}

/** The plain shell is the shop's own built file: every script and style element in it is the shop's, so each gets its nonce. */
function withNonces(html: string, { script, style }: CspNonces): string {
  return html.replace(/<(script|style)(?=[\s>])/g, (_tag, name: string) => `<${name} nonce="${name === 'script' ? script : style}"`);
}

/**
 * A page kept for every visitor cannot carry one visitor's script nonce (a nonce everyone has seen
 * protects nothing), so a kept page drops it and the policy names its inline scripts by their hashes
 * instead; external scripts are the shop's own files, allowed as 'self'. Its style nonce stays the one
 * it was drawn with, shared by the page's visitors until the catalogue changes: the styles the shop
 * adds at run time (Radix's scroll lock, with measured sizes) can only be allowed by a nonce, and a
 * style can restyle the page but run nothing.
 */
export function withHashesInsteadOfNonces(html: string, scriptNonce: string): { html: string; scriptHashes: string[] } {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    if (content && !/\ssrc=/.test(attributes)) hashes.add(cspHash(content));
  }
  return { html: html.replaceAll(` nonce="${scriptNonce}"`, ''), scriptHashes: [...hashes] };
}

/**
 * The cache key of a page: the same address asked for as a page, not as a problem (see app.ts). The
 * address carries the page's language (/es/… is Spanish) and nothing else decides it, so each language's
 * page is kept apart; a visitor's language cookie changes nothing the server draws.
 */
export const pageKey = (url: string) => `page ${url}`;

/**
 * Shop pages: the public ones rendered on the server by the shop's own renderer, so a phone shows
 * the wines before the JavaScript has arrived; the signed-in shopper's pages, or every page when the
 * renderer is not built, as the plain index.html for the browser to draw.
 */
export interface ShopPagesOptions {
  shopRoot: string;
  rendererPath: string;
  cache: ReadCache;
  publicUrl: string;
  rendererAtStart: boolean;
  /** Outside demo mode every page says so (see apps/shop/src/shop/demo.ts), and the renderer draws it so. */
  demoMode: boolean;
}

/** Where the shop reads that the server is not the demo (apps/shop/src/shop/demo.ts names the same element). */
const NOT_THE_DEMO = '<meta name="cellar-demo-mode" content="off">';

/** The page with `element` first in its head (where the parser puts it anyway when the page names no head). */
function inHead(html: string, element: string): string {
  const opening = /<head(\s[^>]*)?>/i.exec(html) ?? /^<!doctype[^>]*>/i.exec(html);
  const at = opening ? opening.index + opening[0].length : 0;
  return html.slice(0, at) + element + html.slice(at);
}

export async function loadShopPages(app: FastifyInstance, { shopRoot, rendererPath, cache, publicUrl, rendererAtStart, demoMode }: ShopPagesOptions): Promise<ShopPages> {
  const built = existsSync(rendererPath) && existsSync(join(shopRoot, 'index.html'));
  const renderer = built ? await startRenderThread(app, { shopRoot, rendererPath, atStart: rendererAtStart, demoMode }) : null;
  if (renderer) app.addHook('onClose', () => renderer.close());
  const marked = (html: string) => (demoMode ? html : inHead(html, NOT_THE_DEMO));
  const shell = marked(readFileSync(join(shopRoot, 'index.html'), 'utf8'));
  // A reply is thenable, so `draw` answers with ANSWERED once it has sent one, lest its promise wait for the reply.
  const answered = (_sent: FastifyReply): typeof ANSWERED => ANSWERED;
  const sendShell = (reply: FastifyReply, nonces = reply.withPageNonces()) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withNonces(shell, nonces));

  /** Draws a page: its entry (kept or not) when it may be kept for everyone, else ANSWERED once it has answered itself. */
  async function draw(request: FastifyRequest, reply: FastifyReply, renderer: RenderThread, key: string): Promise<Made | typeof ANSWERED> {
    const [epoch, begunAt] = [cache.epoch, performance.now()];
    const nonces = reply.withPageNonces();
    let rendering: ShownRendering;
    try {
      // The page's address on the shop's public origin (its canonical link is absolute, as search engines
      // want): the Host header is the client's to choose, so it is not used. Joined as text, since the
      // path may begin with // and a URL parsed from it would name another host.
      rendering = await renderer.renderPage({ url: `${publicUrl}${request.url}`, nonces });
    } catch (error) {
      request.log.error({ err: error }, 'The shop page could not be rendered on the server; the browser draws it instead');
      return answered(sendShell(reply, nonces));
    }
    const { page, failedCalls, shows } = rendering;
    if (!page) return answered(sendShell(reply, nonces));
    if ('location' in page) return answered(reply.redirect(page.location, page.status));
    const drawn = marked(page.html);
    const sendUnkept = (status: number, headers: Record<string, string>) => reply.code(status).headers(headers).type('text/html; charset=utf-8').send(drawn);
    // A page drawn while the API could not answer shows its apology, whatever status the renderer gave
    // it: the shopper is asked to come back, and nobody is shown it again.
    if (page.status >= 500 || failedCalls.some((status) => status >= 500)) {
      return answered(sendUnkept(503, { 'cache-control': 'no-store', 'retry-after': String(RETRY_AFTER_SECONDS) }));
    }
    // Its address is a secret (a reset link): answered to its asker alone, kept by nobody, listed nowhere.
    if (page.noindex) return answered(sendUnkept(page.status, { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }));
    // Only a page drawn from data that all arrived, and whose every read says what it shows, is kept.
    if (page.status !== 200 || failedCalls.length > 0 || !shows) return answered(sendUnkept(page.status, { 'cache-control': 'no-cache' }));
    // Kept per address until a change to something it shows (the tags of the reads it was drawn from).
    const { html, scriptHashes } = withHashesInsteadOfNonces(drawn, nonces.script);
    const entry = Object.assign(
      // Its Vary (Accept, and Origin where CORS is configured) comes with the reply's other headers.
      representations(200, html, {
        ...stableHeaders(reply, { scriptHashes }),
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
      }),
      { tags: shows },
    );
    return { entry, kept: cache.set(key, entry, epoch, begunAt) };
  }

  return {
    async send(request, reply) {
      if (isFrontDoor(request.url)) addVary(reply, 'Cookie');
      const door = frontDoorRedirect(request.url, request.headers.cookie);
      if (door) return reply.header('cache-control', 'no-cache').redirect(door, 302);
      if (!renderer) return sendShell(reply);
      const key = pageKey(request.url);
      const hit = cache.get(key);
      if (hit) return sendRepresentation(request, reply, hit, 'hit');
      // The readers who miss a page while it is drawn wait for that drawing (see SharedMisses).
      const entry = await cache.misses.share(key, () => draw(request, reply, renderer, key));
      return entry === ANSWERED ? reply : sendRepresentation(request, reply, entry, 'miss');
    },
  };
}
