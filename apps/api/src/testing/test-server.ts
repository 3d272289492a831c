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

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKind: TestDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A database of this test file's own: PGlite in memory, or a new database on the PostgreSQL server. */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  if (testDatabaseKind === 'pglite') {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `cellar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface TestServerOptions {
  env?: Record<string, string>;
  now?: () => Date;
  /** Other folders or files than the repository's (the built shop, its renderer). */
  paths?: Partial<Config['paths']>;
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The real server on a real port over a seeded database of its own, with a contract-checking client. */
export async function startTestServer({ env = {}, now, paths = {} }: TestServerOptions = {}) {
  const { database, drop } = await openTestDatabase();
  await resetDatabase(database.db);
  const dataDir = mkdtempSync(join(tmpdir(), 'cellar-test-'));
  const defaults = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const config: Config = { ...defaults, paths: { ...defaults.paths, ...paths } };
  const app = await buildApp({ config, database, logger: false, ...(now ? { now } : {}) });
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
