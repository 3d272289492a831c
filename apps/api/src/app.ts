import { existsSync } from 'node:fs';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@cellar/domain';
import { createPasswordHasher } from './auth/password';
import { createAuthenticator, requireOwnAccount, requireStaff } from './auth/tokens';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { addOpenApiFormats, loadContract, registerContractRoutes } from './http/contract';
import { CSP_REPORT_TYPES } from './http/content-security-policy';
import { registerAdminPages } from './http/admin-pages';
import { registerSecurityHeaders } from './http/security-headers';
import { registerImages } from './http/images';
import { registerSitemaps } from './http/sitemaps';
import { addVary } from './http/vary';
import { clientErrorProblem, frameworkRefusal, installProblemHandlers, loadProblemWords, sendProblem } from './http/problem';
import { clientKey, registerRateLimits } from './http/rate-limits';
import { frontDoorRedirect, loadShopPages, pageKey } from './http/shop-pages';
import { startMailSender } from './mail/sender';
import { smtpTransport } from './mail/transport';
import { startMaintenance } from './maintenance';
import { accountHandlers } from './routes/accounts';
import { accountExportHandlers } from './routes/account-export';
import { passwordResetHandlers } from './routes/password-resets';
import { catalogueHandlers } from './routes/catalogue';
import { cspReportHandlers } from './routes/csp-reports';
import { operationsHandlers } from './routes/operations';
import { orderHandlers } from './routes/orders';
import { reviewHandlers } from './routes/reviews';
import { auditLogHandlers } from './routes/audit-log';
import { mailScreenHandlers } from './mail/mail-screen';
import { categoryHandlers } from './routes/categories';
import { customerHandlers, deactivateCustomer } from './routes/customers';
import { staffHandlers } from './routes/staff';
import { statisticsHandlers } from './routes/statistics';
import { wineHandlers } from './routes/wines';
import { SessionCache } from './auth/session-cache';
import { answerCachedReads } from './cache/answer-cached-reads';
import { startChangeFeed } from './cache/change-feed';
import { catalogueWrites } from './catalogue/writes';
import { ReadCache } from './cache/read-cache';
import { apiReadKey } from './cache/read-key';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: boolean;
  /** The clock of order rules (shipping window); tests pin it. */
  now?: () => Date;
  /**
   * Start the page renderer's thread before the server answers, so that the first page is as quick as
   * the rest (the default); test servers that may draw no page start it with their first page instead.
   */
  rendererAtStart?: boolean;
}

const API_PREFIX = '/api';

/** A browser asks for HTML; `curl` and many tools accept anything (or say nothing): both get the page. */
function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  return /(^|,)\s*(text\/html|text\/\*|\*\/\*)\s*(;|,|$)/i.test(accept);
}

/** Fastify takes a hop count as a function of the hop (its types know no number). */
function trustedProxies(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp({ config, database, logger = true, now, rendererAtStart = true }: AppOptions): Promise<FastifyInstance> {
  const { timeouts } = config;
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    // One error per request is enough to answer it; collecting every error of a hostile body is work an attacker chooses.
    ajv: { customOptions: { allErrors: false }, // Fastify's compiler bundles its own Ajv copy, whose type is nominally another class.
    plugins: [addOpenApiFormats as never] },
    trustProxy: trustedProxies(config.trustProxy),
    // The largest honest JSON body, an order of 100 lines, is a few kilobytes; parsing and validating a
    // megabyte sent by anyone, before authentication, is work an attacker chooses. Avatars stream
    // through the multipart limits instead.
    bodyLimit: 64 * 1024,
    // A client that sends its headers or body slowly holds a connection; these bound how long.
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs), connectionsCheckingInterval: 1000 },
    clientErrorHandler: clientErrorProblem,
    // Errors the router raises before any route runs (an over-long path segment) are problems too.
    frameworkErrors: (error, _request, reply) => sendProblem(reply, frameworkRefusal(error)),
  });
  await loadProblemWords();
  installProblemHandlers(app);

  const cache = new ReadCache({ maxBytes: config.readCacheBytes });
  // First of all hooks: a ready answer needs none of the others (see answerCachedReads).
  answerCachedReads(app, cache, (request) => {
    const url = request.url;
    if (url.startsWith(`${API_PREFIX}/`)) return apiReadKey(request);
    if (url.startsWith('/images/') || !acceptsHtml(request.headers.accept)) return null;
    // The home page kept for everyone is not what a visitor who chose Spanish is sent.
    return frontDoorRedirect(url, request.headers.cookie) ? null : pageKey(url);
  });

  registerSecurityHeaders(app, config);
  // Same-origin only unless CORS_ORIGINS names the shop or admin sites allowed to call with bearer tokens.
  // A client on another origin reads the catalogue's paging headers only if they are exposed to it.
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['Link', 'X-Total-Count', 'X-Total-Count-Estimate'],
  });
  // Scripts, styles, SVG artwork and JSON shrink several times over: phones on slow networks wait for bytes.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
    throwFileSizeLimit: true,
  });
  // Browsers post violation reports as JSON under their own media types.
  app.addContentTypeParser(CSP_REPORT_TYPES, { parseAs: 'string', bodyLimit: 64 * 1024 }, app.getDefaultJsonParser('error', 'error'));
  // The one cookie is the login device's (see auth/login-devices.ts).
  await app.register(cookie);
  const limits = await registerRateLimits(app, database.db, config.redisUrl);

  const contract = loadContract();
  const db = database.db;
  const sessions = new SessionCache({ ttlMs: config.sessionCacheMs, maxEntries: 10_000 });
  const feed = await startChangeFeed({ db, cache, sessions, log: app.log, databaseUrl: database.url, listenEmbedded: database.listen });
  const writes = catalogueWrites(db, feed);
  app.addHook('onClose', () => feed.close());
  const hasher = createPasswordHasher(config.passwordHashing);
  await app.register(
    async (api) => {
      registerContractRoutes(api, contract, {
        prefix: '',
        authenticate: createAuthenticator(db, sessions),
        requireStaff,
        requireOwnAccount,
        handlers: {
          ...operationsHandlers(database, config.demoMode, feed, writes),
          ...catalogueHandlers(db, cache),
          ...wineHandlers(db, writes, config.paths.images, contract),
          ...categoryHandlers(db, writes, config.paths.images, contract),
          ...customerHandlers(db),
          ...staffHandlers(db, feed, hasher, contract),
          ...statisticsHandlers(db),
          ...auditLogHandlers(db),
          ...mailScreenHandlers(db, { shopUrl: config.publicUrl, demoMode: config.demoMode }),
          ...accountHandlers({ db, config, contract, hasher, limits, feed, writes, deactivate: (request, reply) => deactivateCustomer(db, feed, request, reply) }),
          ...passwordResetHandlers({ db, config, hasher, limits, feed }),
          ...accountExportHandlers(db),
          ...orderHandlers(db, writes, now),
          ...reviewHandlers(db, writes, cache),
          ...cspReportHandlers(limits.limiter('csp-report-client', config.limits.cspReportsPerClient, clientKey)),
        },
      });
    },
    { prefix: API_PREFIX },
  );

  registerImages(app, config.paths.images, db);
  registerSitemaps(app, db, config.publicUrl);
  await registerAdminPages(app, config.paths.adminDist);

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

  const shopPages = await loadShopPages(app, {
    shopRoot,
    rendererPath: config.paths.shopRenderer,
    cache,
    publicUrl: config.publicUrl,
    rendererAtStart,
    demoMode: config.demoMode,
  });
  const nothingHere = (request: FastifyRequest, reply: FastifyReply) => sendProblem(reply, { status: 404, code: 'routeNotFound', params: { method: request.method, path: request.url.split('?')[0]! } });
  // Every other GET a browser makes is a shop page (the shop draws its own "Page Not Found"). It is a
  // route rather than the not-found handler so that the page is compressed like every other response.
  app.get('/*', (request, reply) => {
    // The same address answers a page or a problem depending on Accept, so caches must keep them apart.
    addVary(reply, 'Accept');
    // Any spelling of the API's and images' prefixes (/API/…) is theirs: a client there wants a problem, not a page.
    const path = (request.url.split('?')[0] ?? '').toLowerCase();
    const isPage = !path.startsWith(`${API_PREFIX}/`) && !path.startsWith('/images/') && acceptsHtml(request.headers.accept);
    return isPage ? shopPages.send(request, reply) : nothingHere(request, reply);
  });
  app.setNotFoundHandler(nothingHere);

  const stopMaintenance = startMaintenance({ db, uploads: config.paths.uploads, log: app.log });
  app.addHook('onClose', async () => stopMaintenance());
  if (config.mail.smtpUrl) {
    const sender = startMailSender({ db, transport: smtpTransport(config.mail.smtpUrl), from: config.mail.from, shopUrl: config.publicUrl, log: app.log });
    app.addHook('onClose', () => sender.stop());
  }

  return app;
}
