import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@cellar/api-client';
import pg from 'pg';
import { buildApp } from '../app';
import { readConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DEMO_CUSTOMER, resetDatabase } from '../db/seed';
import { contractFetch } from './contract-fetch';
import { migratedPglite, migratedPostgres } from './migrated-database';

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKind: TestDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL: empty (no tables), or with `migrated` a copy
 * of the project's migrated one (`migrated-database.ts`) where the project made one. `drop` also ends its
 * connections.
 */
export async function createPostgresTestDatabase({ migrated = false } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `cellar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = migrated ? migratedPostgres() : undefined;
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A database of this test file's own: PGlite in memory, or a new database on the PostgreSQL server. */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  if (testDatabaseKind === 'pglite') {
    const database = await openDatabase({ from: migratedPglite() });
    return { database, drop: () => database.close() };
  }
  const { url, drop } = await createPostgresTestDatabase({ migrated: true });
  const database = await openDatabase({ url });
  return {
    database,
    drop: async () => {
      await database.close();
      await drop();
    },
  };
}

async function openSharedDatabase(url: string): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const database = await openDatabase({ url });
  return { database, drop: () => database.close() };
}

export interface TestServerOptions {
  env?: Record<string, string>;
  now?: () => Date;
  /** Other folders or files than the repository's (the built shop, its renderer). */
  paths?: Partial<Config['paths']>;
  /**
   * A PostgreSQL database of the caller's, so that several servers can share one: it is opened as it
   * is (migrated, not reset) and left for the caller to drop.
   */
  databaseUrl?: string;
}

/** Tests log the same accounts in many times from one address; the limits' own tests set theirs. */
const GENEROUS_LIMITS = {
  LOGIN_LIMIT_PER_CLIENT: '100000',
  LOGIN_LIMIT_PER_ACCOUNT: '100000',
  SIGNUP_LIMIT_PER_CLIENT: '100000',
  RESET_LIMIT_PER_CLIENT: '100000',
  RESET_LIMIT_PER_EMAIL: '100000',
  CSP_REPORT_LIMIT_PER_CLIENT: '100000',
};

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The real server on a real port over a seeded database of its own, with a contract-checking client. */
export async function startTestServer({ env = {}, now, paths = {}, databaseUrl }: TestServerOptions = {}) {
  const { database, drop } = databaseUrl ? await openSharedDatabase(databaseUrl) : await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'cellar-test-'));
  const defaults = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...GENEROUS_LIMITS, ...env });
  const config: Config = { ...defaults, paths: { ...defaults.paths, ...paths } };
  // Seeded as the server seeds an empty database: the demo accounts and orders only in demo mode.
  if (!databaseUrl) await resetDatabase(database.db, { demo: config.demoMode });
  const app = await buildApp({ config, database, logger: false, rendererAtStart: false, ...(now ? { now } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  /** A client as the shop would use it; `token` is sent as the bearer when given. */
  function client(token?: string) {
    return createApiClient({ baseUrl: `${origin}/api`, getToken: () => token, fetch: contractFetch });
  }

  async function logIn(email: string = DEMO_CUSTOMER.email, password: string = DEMO_CUSTOMER.password) {
    const { data, response } = await client().POST('/tokens/user', { body: { email, password } });
    if (!data) throw new Error(`login of ${email} failed with ${response.status}`);
    return data;
  }

  return {
    origin,
    config,
    database,
    db: database.db,
    client,
    logIn,
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two servers on one fresh PostgreSQL database, seeded once: what the tests of instances sharing a
 * database start from. `close` ends both and drops the database.
 */
export async function startTwoInstances(): Promise<{ a: TestServer; b: TestServer; close: () => Promise<void> }> {
  const database = await createPostgresTestDatabase({ migrated: true });
  const a = await startTestServer({ databaseUrl: database.url });
  await resetDatabase(a.db);
  const b = await startTestServer({ databaseUrl: database.url });
  return {
    a,
    b,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    },
  };
}
