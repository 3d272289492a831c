import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase } from '../db/seed';
import { createPostgresTestDatabase, startTestServer, type TestServer } from '../testing/test-server';

/** Avatars live in the shared database, so any instance serves what another one took in. */
let database: Awaited<ReturnType<typeof createPostgresTestDatabase>> | undefined;
const instances: TestServer[] = [];
beforeAll(async () => {
  database = await createPostgresTestDatabase({ migrated: true });
  instances.push(await startTestServer({ databaseUrl: database.url }));
  await resetDatabase(instances[0]!.db);
  instances.push(await startTestServer({ databaseUrl: database.url }));
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await database?.drop();
});

async function uploadAvatar(instance: TestServer, colour: string) {
  const user = await instance.logIn();
  const form = new FormData();
  for (const [key, value] of Object.entries({ firstname: user.firstname, lastname: user.lastname, address: user.address, phone: '099 123 456', email: user.email })) form.append(key, value);
  const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: colour } }).jpeg().toBuffer();
  form.append('avatar', new Blob([picture], { type: 'image/jpeg' }), 'me.jpg');
  const response = await fetch(`${instance.origin}/api/users/${user.id}`, { method: 'PATCH', headers: { authorization: `Bearer ${user.token}` }, body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { avatar: string }).avatar;
}

describe('an avatar uploaded through one instance', () => {
  it('is served by the other with the same bytes, a year-long immutable cache, and 304 on its ETag', async () => {
    const [a, b] = instances as [TestServer, TestServer];
    const avatar = await uploadAvatar(a, '#7b1e3a');
    const [fromA, fromB] = await Promise.all([a, b].map((instance) => fetch(`${instance.origin}/images/${avatar}`)));
    expect([fromA!.status, fromB!.status]).toEqual([200, 200]);
    const [bytesA, bytesB] = await Promise.all([fromA!, fromB!].map(async (response) => Buffer.from(await response.arrayBuffer())));
    expect(bytesB!.equals(bytesA!)).toBe(true);
    expect(fromB!.headers.get('content-type')).toBe('image/webp');
    expect(fromB!.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = fromB!.headers.get('etag');
    expect(etag).toBe(fromA!.headers.get('etag'));
    const revalidated = await fetch(`${b.origin}/images/${avatar}`, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
  });

  it('once replaced through the other instance, is no longer served by one that had not cached it', async () => {
    const [a, b] = instances as [TestServer, TestServer];
    const first = await uploadAvatar(a, '#1e3a7b');
    const second = await uploadAvatar(b, '#3a7b1e');
    expect(second).not.toBe(first);
    expect((await fetch(`${a.origin}/images/${first}`)).status).toBe(404);
    expect((await fetch(`${a.origin}/images/${second}`)).status).toBe(200);
  });
});
