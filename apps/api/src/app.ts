import { existsSync } from 'node:fs';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { LoginThrottle } from './auth/login-throttle';
import { createAuthenticator } from './auth/tokens';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { addOpenApiFormats, loadContract, registerContractRoutes } from './http/contract';
import { registerImages } from './http/images';
import { installProblemHandlers, sendProblem } from './http/problem';
import { loadShopPages } from './http/shop-pages';
import { accountHandlers, AVATAR_MAX_BYTES } from './routes/accounts';
import { catalogueHandlers } from './routes/catalogue';
import { operationsHandlers } from './routes/operations';
import { orderHandlers } from './routes/orders';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: boolean;
  /** The clock of order rules (shipping window); tests pin it. */
  now?: () => Date;
}

const API_PREFIX = '/api';

export async function buildApp({ config, database, logger = true, now }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    ajv: { customOptions: { allErrors: true }, // Fastify's compiler bundles its own Ajv copy, whose type is nominally another class.
    plugins: [addOpenApiFormats as never] },
    // Behind a proxy the client address is the proxy's; the login throttle needs the shopper's.
    trustProxy: true,
    // Errors the router raises before any route runs (an over-long path segment) are problems too.
    frameworkErrors: (error, _request, reply) => sendProblem(reply, error.statusCode ?? 400, error.message),
  });
  installProblemHandlers(app);

  // Same-origin only unless CORS_ORIGINS names the shop or admin sites allowed to call with bearer tokens.
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false, methods: ['GET', 'POST', 'PATCH', 'DELETE'] });
  // Scripts, styles, SVG artwork and JSON shrink several times over: phones on slow networks wait for bytes.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
    throwFileSizeLimit: true,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });

  const contract = loadContract();
  const db = database.db;
  await app.register(
    async (api) => {
      registerContractRoutes(api, contract, {
        prefix: '',
        authenticate: createAuthenticator(db),
        handlers: {
          ...operationsHandlers(database, config.demoMode),
          ...catalogueHandlers(db),
          ...accountHandlers(db, config, contract, new LoginThrottle(config.loginThrottle.maxFailures, config.loginThrottle.windowMs)),
          ...orderHandlers(db, now),
        },
      });
    },
    { prefix: API_PREFIX },
  );

  registerImages(app, [config.paths.images, config.paths.uploads]);

  const shopRoot = existsSync(config.paths.shopDist) ? config.paths.shopDist : config.paths.placeholder;
  await app.register(fastifyStatic, {
    root: shopRoot,
    wildcard: false,
    index: false,
    setHeaders(reply, path) {
      // Vite fingerprints everything under assets/, so those never change; the page itself must be revalidated.
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const shopPages = await loadShopPages(app, shopRoot, config.paths.shopRenderer);
  const nothingHere = (request: FastifyRequest, reply: FastifyReply) => sendProblem(reply, 404, `There is nothing at ${request.method} ${request.url.split('?')[0]}.`);
  // Every other GET a browser makes is a shop page (the shop draws its own "Page Not Found"). It is a
  // route rather than the not-found handler so that the page is compressed like every other response.
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = !path.startsWith(`${API_PREFIX}/`) && !path.startsWith('/images/') && request.headers.accept?.includes('text/html');
    return isPage ? shopPages.send(request, reply) : nothingHere(request, reply);
  });
  app.setNotFoundHandler(nothingHere);

  return app;
}
