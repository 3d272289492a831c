import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './problem';

/** Where the back office lives, beside the shop on the same port. */
export const ADMIN_PREFIX = '/admin';

/**
 * The back office (apps/admin), built by Vite with base /admin/: its fingerprinted files, and for every
 * other address under /admin its index.html, in which the browser's router draws the screen. The
 * page carries an empty style element with this response's nonce, which the back office passes to the
 * style elements Radix adds at run time (scroll lock, select lists). Staff pages are never cached by
 * shared caches and never indexed. Without a build, /admin says how to make one.
 */
export async function registerAdminPages(app: FastifyInstance, adminRoot: string): Promise<void> {
  const indexPath = join(adminRoot, 'index.html');
  if (!existsSync(indexPath)) {
    app.get(`${ADMIN_PREFIX}*`, (_request, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send('The back office is not built: run `npm run build` (npm start does it).'),
    );
    return;
  }
  const shell = readFileSync(indexPath, 'utf8');
  await app.register(fastifyStatic, {
    root: join(adminRoot, 'assets'),
    prefix: `${ADMIN_PREFIX}/assets/`,
    decorateReply: false,
    wildcard: false,
    index: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get(ADMIN_PREFIX, (_request, reply) => reply.redirect(`${ADMIN_PREFIX}/`, 301));
  app.get(`${ADMIN_PREFIX}/*`, (request, reply) => {
    // A file the build does not have is missing, not a screen: a page there would run as a script.
    if (request.url.startsWith(`${ADMIN_PREFIX}/assets/`)) return sendProblem(reply, { status: 404, code: 'assetNotFound', params: { path: request.url.split('?')[0]! } });
    const { style } = reply.withPageNonces();
    return reply
      .header('cache-control', 'private, no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(shell.replace('</head>', `<style nonce="${style}"></style></head>`));
  });
}
