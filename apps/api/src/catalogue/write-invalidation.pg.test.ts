import { afterAll, beforeAll, describe, it } from 'vitest';
import { CATALOGUE_WRITES, expectReadsShow, writerOn, type Writer } from '../testing/catalogue-writes';
import { startTwoInstances, type TestServer } from '../testing/test-server';

let instances: Awaited<ReturnType<typeof startTwoInstances>> | undefined;
let b: TestServer;
let writer: Writer;
beforeAll(async () => {
  instances = await startTwoInstances();
  b = instances.b;
  writer = await writerOn(instances.a);
});
afterAll(() => instances?.close());

describe('two instances on one PostgreSQL', () => {
  it.each(CATALOGUE_WRITES.map((write) => [write.name, write] as const))('both show %s', (_name, write) => expectReadsShow(write, writer, [b]));
});
