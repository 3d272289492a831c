import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../auth/tokens';
import { tokens, users } from '../db/schema';
import { DEMO_CUSTOMER } from '../db/seed';
import { startMaintenance } from '../maintenance';
import { startTestServer, type TestServer } from '../testing/test-server';
import { removeAvatar, sweepAvatars } from './files';

/** An avatar file exists only while a user row names it; expired tokens do not pile up either. */
let server: TestServer;
let uploads: string;
beforeAll(async () => {
  server = await startTestServer();
  uploads = server.config.paths.uploads;
});
afterAll(() => server?.close());

const files = () => (existsSync(uploads) ? readdirSync(uploads).sort() : []);
const photo = (colour: string) => sharp({ create: { width: 64, height: 64, channels: 3, background: colour } }).png().toBuffer();

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

describe('avatar files', () => {
  it('of 20 uploads at once by one user, only the file the row names is left', async () => {
    const user = await server.logIn();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => upload(user, DEMO_CUSTOMER.email, `#${(i * 12).toString(16).padStart(2, '0')}2040`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(files()).toEqual([await avatarOf(DEMO_CUSTOMER.email)]);
  });

  it('are removed again when the change they came with is refused', async () => {
    const user = await server.logIn();
    const before = files();
    // The admin's email is taken, so the update fails after the file was written.
    const answer = await upload(user, 'admin@thecellar.example', '#335577');
    expect(answer.status).toBe(409);
    expect(files()).toEqual(before);
  });

  it('are all removed by a reset, whose accounts have none', async () => {
    expect(files()).not.toEqual([]);
    expect((await server.client().POST('/resetdb')).response.status).toBe(200);
    expect(files()).toEqual([]);
  });

  it('left behind by a process that died are swept once an hour old; young, named and foreign files stay', async () => {
    mkdirSync(uploads, { recursive: true });
    const old = Date.now() / 1000 - 2 * 3600;
    const write = (name: string, ageSeconds?: number) => {
      writeFileSync(join(uploads, name), 'x');
      if (ageSeconds) utimesSync(join(uploads, name), ageSeconds, ageSeconds);
    };
    write('avatar-1-00000000000000aa.webp', old);
    write('avatar-1-00000000000000bb.webp');
    write('avatar-2-00000000000000cc.webp', old);
    write('notes.txt', old);
    await server.db.update(users).set({ avatar: 'avatar-2-00000000000000cc.webp' }).where(eq(users.id, 2));
    expect(await sweepAvatars(server.db, uploads, 3_600_000)).toBe(1);
    expect(files()).toEqual(['avatar-1-00000000000000bb.webp', 'avatar-2-00000000000000cc.webp', 'notes.txt']);
  });

  it('are only ever removed by a name the server made', async () => {
    writeFileSync(join(uploads, '..', 'precious.db'), 'x');
    await removeAvatar(uploads, '../precious.db');
    await removeAvatar(uploads, 'avatar-1-00000000000000bb.webp/../../precious.db');
    expect(existsSync(join(uploads, '..', 'precious.db'))).toBe(true);
  });
});

describe('tokens', () => {
  it('past their expiry are deleted by the maintenance run, live ones stay', async () => {
    const [expired, live] = [await issueToken(server.db, 1, 1_000, new Date(Date.now() - 60_000)), await issueToken(server.db, 1, 60_000)];
    expect(expired).not.toBe(live);
    const rows = async () => (await server.db.select({ expiresAt: tokens.expiresAt }).from(tokens)).map((row) => row.expiresAt.getTime() > Date.now());
    expect(await rows()).toContain(false);
    const log = { info: () => undefined, warn: () => undefined } as unknown as Parameters<typeof startMaintenance>[0]['log'];
    const stop = startMaintenance({ db: server.db, uploads, log });
    await expect.poll(rows, { timeout: 5_000 }).not.toContain(false);
    stop();
    expect((await rows()).length).toBeGreaterThan(0);
  });
});
