import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PGlite's data folder; uploaded avatars live beside it. */
  dataDir: string;
  databaseUrl: string | undefined;
  demoMode: boolean;
  corsOrigins: string[];
  logLevel: string;
  tokenTtlMs: number;
  loginThrottle: { maxFailures: number; windowMs: number };
  paths: { images: string; uploads: string; shopDist: string; shopRenderer: string; placeholder: string };
}

const appRoot = resolve(import.meta.dirname, '..');
const repoRoot = resolve(appRoot, '../..');

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${value}".`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || join(repoRoot, 'data'));
  return {
    port: positiveInt('PORT', env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    demoMode: flag(env.DEMO_MODE, true),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || 'info',
    tokenTtlMs: positiveInt('TOKEN_TTL_HOURS', env.TOKEN_TTL_HOURS, 24 * 30) * 3_600_000,
    loginThrottle: {
      maxFailures: positiveInt('LOGIN_MAX_FAILURES', env.LOGIN_MAX_FAILURES, 5),
      windowMs: positiveInt('LOGIN_WINDOW_SECONDS', env.LOGIN_WINDOW_SECONDS, 15 * 60) * 1000,
    },
    paths: {
      images: join(appRoot, 'images'),
      uploads: join(dataDir, 'uploads'),
      shopDist: join(repoRoot, 'apps/shop/dist'),
      shopRenderer: join(repoRoot, 'apps/shop/dist-server/entry-server.js'),
      placeholder: join(appRoot, 'placeholder'),
    },
  };
}
