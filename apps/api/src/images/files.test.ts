import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../auth/tokens';
import { storedImages, rateLimitHits, tokens, users } from '../db/schema';
import { DEMO_CUSTOMER } from '../db/seed';
import { startMaintenance } from '../maintenance';
import { startTestServer, type TestServer } from '../testing/test-server';
import { StoredImageCache, sweepAvatars } from './store';

/** An avatar image exists only while a user row names it; expired tokens and counters do not pile up either. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const HOUR = 3_600_000;
const names = async () => (await server.db.select({ name: storedImages.name }).from(storedImages).orderBy(asc(storedImages.name))).map((row) => row.name);
const photo = (colour: string) => sharp({ create: { width: 64, height: 64, channels: 3, background: colour } }).png().toBuffer();
const silent = { info: () => undefined, warn: () => undefined } as unknown as Parameters<typeof startMaintenance>[0]['log'];

async function upload(user: { id: number; token: string }, email: string, colour: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ firstname: 'Lucía', lastname: 'Pereira', address: 'Av. 18 de Julio 1453', phone: '099 123 456', email })) form.append(key, value);
  form.append('avatar', new Blob([await photo(colour)], { type: 'image/png' }), 'me.png');
  return fetch(`${server.origin}/api/users/${user.id}`, { method: 'PATCH', headers: { authorization: `Bearer ${user.token}` }, body: form });
}

async function avatarOf(email: string) {
  const [row] = await server.db.select({ avatar: users.avatar }).from(users).where(eq(users.email, email));
  return row?.avatar ?? null;
}

/** Runs one maintenance pass, as a start does, and waits until `done` holds. */
async function maintain(done: () => Promise<boolean>) {
  const stop = startMaintenance({ db: server.db, uploads: server.config.paths.uploads, log: silent });
  await expect.poll(done, { timeout: 5_000 }).toBe(true);
  stop();
}

describe('avatar images', () => {
  it('of 20 uploads at once by one user, only the image the row names is left', async () => {
    const user = await server.logIn();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => upload(user, DEMO_CUSTOMER.email, `#${(i * 12).toString(16).padStart(2, '0')}2040`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await names()).toEqual([await avatarOf(DEMO_CUSTOMER.email)]);
  });

  it('are named by their digest, so the same picture uploaded again is the same row', async () => {
    const user = await server.logIn();
    const first = (await (await upload(user, DEMO_CUSTOMER.email, '#123456')).json()) as { avatar: string };
    const again = (await (await upload(user, DEMO_CUSTOMER.email, '#123456')).json()) as { avatar: string };
    expect(again.avatar).toBe(first.avatar);
    const [row] = await server.db.select({ bytes: storedImages.bytes }).from(storedImages).where(eq(storedImages.name, first.avatar));
    expect(first.avatar).toBe(`avatar-${user.id}-${createHash('sha256').update(row!.bytes).digest('hex').slice(0, 16)}.webp`);
    expect(await names()).toEqual([first.avatar]);
  });

  it('are not stored when the change they came with is refused', async () => {
    // A customer of their own: the demo customer's email is kept before any image is stored.
    const account = { firstname: 'Inés', lastname: 'Rodríguez', address: 'Av. Italia 3100, Montevideo', phone: '099 765 432', email: 'ines@example.uy', password: 'tannat-de-reserva' };
    expect((await server.client().POST('/users', { body: account })).response.status).toBe(201);
    const user = await server.logIn(account.email, account.password);
    const before = await names();
    // The admin's email is taken, so the update fails in the transaction that stored the image.
    const answer = await upload(user, 'admin@thecellar.example', '#335577');
    expect(answer.status).toBe(409);
    expect(await names()).toEqual(before);
  });

  it('are all removed by a reset, whose accounts have none', async () => {
    expect(await names()).not.toEqual([]);
    expect((await server.client().POST('/resetdb')).response.status).toBe(200);
    expect(await names()).toEqual([]);
  });

  it('left behind unnamed are swept once an hour old; young and named ones stay', async () => {
    const old = new Date(Date.now() - 2 * HOUR);
    await server.db.insert(storedImages).values([
      { name: 'avatar-1-00000000000000aa.webp', bytes: Buffer.from('a'), createdAt: old },
      { name: 'avatar-1-00000000000000bb.webp', bytes: Buffer.from('b') },
      { name: 'avatar-2-00000000000000cc.webp', bytes: Buffer.from('c'), createdAt: old },
    ]);
    await server.db.update(users).set({ avatar: 'avatar-2-00000000000000cc.webp' }).where(eq(users.id, 2));
    expect(await sweepAvatars(server.db, HOUR)).toBe(1);
    expect(await names()).toEqual(['avatar-1-00000000000000bb.webp', 'avatar-2-00000000000000cc.webp']);
  });

  it("of an older install's uploads folder are imported under their names at start, and the files deleted", async () => {
    const uploads = server.config.paths.uploads;
    mkdirSync(uploads, { recursive: true });
    const write = (name: string, bytes: Buffer | string, ageMs = 0) => {
      writeFileSync(join(uploads, name), bytes);
      const at = (Date.now() - ageMs) / 1000;
      utimesSync(join(uploads, name), at, at);
    };
    const picture = await sharp(await photo('#a0522d')).webp().toBuffer();
    write('avatar-1-0123456789abcdef.webp', picture);
    write('avatar-1-00000000000000dd.webp', 'abandoned by a crash', 2 * HOUR);
    write('avatar-1-00000000000000ee.webp', 'an upload in flight');
    write('notes.txt', 'not ours', 2 * HOUR);
    await server.db.update(users).set({ avatar: 'avatar-1-0123456789abcdef.webp' }).where(eq(users.id, 1));

    await maintain(async () => (await names()).includes('avatar-1-0123456789abcdef.webp') && !existsSync(join(uploads, 'avatar-1-00000000000000dd.webp')));
    expect(readdirSync(uploads).sort()).toEqual(['avatar-1-00000000000000ee.webp', 'notes.txt']);
    const served = await fetch(`${server.origin}/images/avatar-1-0123456789abcdef.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('etag')).toBe('"0123456789abcdef"');
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
  });
});

describe('the avatar cache', () => {
  it('keeps the most recently read within its count and its bytes', () => {
    const cache = new StoredImageCache({ maxEntries: 3, maxBytes: 100 });
    for (const name of ['a', 'b', 'c']) cache.set(name, Buffer.alloc(30));
    cache.get('a');
    cache.set('d', Buffer.alloc(30));
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.get('d')].map(Boolean)).toEqual([true, false, true, true]);
    cache.set('e', Buffer.alloc(60));
    expect({ size: cache.size, bytes: cache.bytes }).toEqual({ size: 2, bytes: 90 });
    cache.set('huge', Buffer.alloc(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(100);
  });
});

describe('tokens and rate-limit counters', () => {
  it('past their expiry are deleted by the maintenance run, live ones stay', async () => {
    const [expired, live] = [await issueToken(server.db, 1, 1_000, new Date(Date.now() - 60_000)), await issueToken(server.db, 1, 60_000)];
    expect(expired).not.toBe(live);
    await server.db.insert(rateLimitHits).values([
      { key: 'test:expired', hits: 3, resetAt: sql`now() - interval '1 second'` },
      { key: 'test:live', hits: 3, resetAt: sql`now() + interval '1 hour'` },
    ]);
    const rows = async () => (await server.db.select({ expiresAt: tokens.expiresAt }).from(tokens)).map((row) => row.expiresAt.getTime() > Date.now());
    const counters = async () => (await server.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key).filter((key) => key.startsWith('test:'));
    expect(await rows()).toContain(false);
    await maintain(async () => !(await rows()).includes(false) && !(await counters()).includes('test:expired'));
    expect((await rows()).length).toBeGreaterThan(0);
    expect(await counters()).toEqual(['test:live']);
  });
});
