import { afterAll, beforeAll, describe, it } from 'vitest';
import { resetDatabase } from '../db/seed';
import { CATALOGUE_WRITES, expectReadsShow, writerOn, type Writer } from '../testing/catalogue-writes';
import { createPostgresTestDatabase, startTestServer, type TestServer } from '../testing/test-server';

let database: Awaited<ReturnType<typeof createPostgresTestDatabase>> | undefined;
let a: TestServer;
let b: TestServer;
let writer: Writer;
beforeAll(async () => {
  database = await createPostgresTestDatabase();
  a = await startTestServer({ databaseUrl: database.url });
  await resetDatabase(a.db);
  b = await startTestServer({ databaseUrl: database.url });
  writer = await writerOn(a);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await database?.drop();
});

describe('two instances on one PostgreSQL', () => {
  it.each(CATALOGUE_WRITES.map((write) => [write.name, write] as const))('both show %s', (_name, write) => expectReadsShow(write, writer, [b]));
});
