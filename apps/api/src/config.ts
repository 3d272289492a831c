import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { appRoot, repoRoot } from './paths';

/** How many requests one key may make in a window. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  /** PGlite's data folder. */
  dataDir: string;
  /** PGlite's shared buffers (PostgreSQL's page cache inside the process); each megabyte is resident memory. */
  pgliteSharedBuffersMb: number;
  databaseUrl: string | undefined;
  /** Connections each instance keeps to PostgreSQL at most; instances times this must stay under the server's max_connections. */
  databasePool: number;
  /** The most bytes the read cache holds (bodies in every encoding, pages included); 0 keeps nothing. */
  readCacheBytes: number;
  /** How long a checked session is trusted without the database (ended sessions are announced at once). */
  sessionCacheMs: number;
  /** Shared rate-limit counters for several instances; kept in the shop's database when unset. */
  redisUrl: string | undefined;
  demoMode: boolean;
  corsOrigins: string[];
  logLevel: string;
  tokenTtlMs: number;
  /**
   * Which proxies may tell the client's address in X-Forwarded-For: none (the socket's address), a hop
   * count, or a list of proxy addresses and CIDR ranges. Fastify's `trustProxy` takes any of these.
   */
  trustProxy: false | number | string[];
  limits: {
    loginPerClient: RateLimit;
    loginPerAccount: RateLimit;
    signupPerClient: RateLimit;
    resetPerClient: RateLimit;
    resetPerEmail: RateLimit;
    cspReportsPerClient: RateLimit;
  };
  passwordHashing: { concurrency: number; queue: number };
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number };
  /** HSTS is only meaningful, and only sent, when the shop is served over HTTPS. */
  servedOverHttps: boolean;
  /** The shop's public address, for the absolute URLs of sitemaps, robots.txt and mail (a Host header is the client's to choose). */
  publicUrl: string;
  mail: {
    /** `smtp://` or `smtps://` with the user and password in it; without it mail stays in the outbox, for staff to read. */
    smtpUrl: string | undefined;
    /** The From of every mail. */
    from: string;
  };
  paths: { images: string; uploads: string; shopDist: string; shopRenderer: string; adminDist: string; placeholder: string };
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

export function positiveInt(name: string, value: string | undefined, fallback: number, { zeroAllowed = false } = {}): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < (zeroAllowed ? 0 : 1)) {
    throw new Error(`${name} must be ${zeroAllowed ? 'a whole number, 0 or more' : 'a positive whole number'}, got "${value}".`);
  }
  return n;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function trustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === '' || !flag(value, true)) return false;
  if (/^\d+$/.test(value)) return positiveInt('TRUST_PROXY', value, 1);
  const proxies = list(value);
  // "true" would trust any client's X-Forwarded-For, which lets every request pick its own address.
  const invalid = proxies.filter((proxy) => isIP(proxy.split('/')[0]!) === 0);
  if (invalid.length) throw new Error(`TRUST_PROXY takes a hop count or proxy addresses (CIDR allowed), got "${invalid.join(', ')}".`);
  return proxies;
}

function seconds(name: string, env: NodeJS.ProcessEnv, fallback: number): number {
  return positiveInt(name, env[name], fallback) * 1000;
}

function smtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address.');
  }
  // The address is not repeated: it may carry the SMTP password.
  if (!['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) throw new Error(`SMTP_URL must be an smtp:// or smtps:// address, not ${url.protocol}//.`);
  return value;
}

function publicUrl(value: string | undefined, port: number): string {
  const url = new URL(value || `http://localhost:${port}`);
  if (!['http:', 'https:'].includes(url.protocol)) throw new Error(`PUBLIC_URL must be an http(s) address, got "${value}".`);
  return url.origin;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || join(repoRoot, 'data'));
  const limit = (name: string, max: number, windowName: string, windowSeconds: number): RateLimit => ({
    max: positiveInt(name, env[name], max),
    windowMs: seconds(windowName, env, windowSeconds),
  });
  const port = positiveInt('PORT', env.PORT, 3000);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    pgliteSharedBuffersMb: positiveInt('PGLITE_SHARED_BUFFERS_MB', env.PGLITE_SHARED_BUFFERS_MB, 32),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePool: positiveInt('DATABASE_POOL', env.DATABASE_POOL, 10),
    readCacheBytes: positiveInt('READ_CACHE_MB', env.READ_CACHE_MB, 64, { zeroAllowed: true }) * 1024 * 1024,
    sessionCacheMs: seconds('SESSION_CACHE_SECONDS', env, 10),
    redisUrl: env.REDIS_URL || undefined,
    demoMode: flag(env.DEMO_MODE, true),
    corsOrigins: list(env.CORS_ORIGINS),
    logLevel: env.LOG_LEVEL || 'info',
    tokenTtlMs: positiveInt('TOKEN_TTL_HOURS', env.TOKEN_TTL_HOURS, 24 * 30) * 3_600_000,
    trustProxy: trustProxy(env.TRUST_PROXY),
    limits: {
      loginPerClient: limit('LOGIN_LIMIT_PER_CLIENT', 30, 'LOGIN_WINDOW_SECONDS', 15 * 60),
      loginPerAccount: limit('LOGIN_LIMIT_PER_ACCOUNT', 10, 'LOGIN_WINDOW_SECONDS', 15 * 60),
      signupPerClient: limit('SIGNUP_LIMIT_PER_CLIENT', 10, 'SIGNUP_WINDOW_SECONDS', 60 * 60),
      resetPerClient: limit('RESET_LIMIT_PER_CLIENT', 10, 'RESET_WINDOW_SECONDS', 60 * 60),
      resetPerEmail: limit('RESET_LIMIT_PER_EMAIL', 3, 'RESET_WINDOW_SECONDS', 60 * 60),
      cspReportsPerClient: limit('CSP_REPORT_LIMIT_PER_CLIENT', 60, 'CSP_REPORT_WINDOW_SECONDS', 60),
    },
    passwordHashing: {
      concurrency: positiveInt('PASSWORD_HASH_CONCURRENCY', env.PASSWORD_HASH_CONCURRENCY, 2),
      queue: positiveInt('PASSWORD_HASH_QUEUE', env.PASSWORD_HASH_QUEUE, 100),
    },
    timeouts: {
      requestMs: seconds('REQUEST_TIMEOUT_SECONDS', env, 30),
      headersMs: seconds('HEADERS_TIMEOUT_SECONDS', env, 10),
      keepAliveMs: seconds('KEEP_ALIVE_TIMEOUT_SECONDS', env, 5),
    },
    servedOverHttps: flag(env.SERVED_OVER_HTTPS, false),
    publicUrl: publicUrl(env.PUBLIC_URL, port),
    mail: { smtpUrl: smtpUrl(env.SMTP_URL), from: env.MAIL_FROM || 'The Cellar <hello@thecellar.example>' },
    paths: {
      images: join(appRoot, 'images'),
      uploads: join(dataDir, 'uploads'),
      shopDist: join(repoRoot, 'apps/shop/dist'),
      shopRenderer: join(repoRoot, 'apps/shop/dist-server/entry-server.js'),
      adminDist: join(repoRoot, 'apps/admin/dist'),
      placeholder: join(appRoot, 'placeholder'),
    },
  };
}
