import type { Problem, SessionUser } from '@cellar/api-client';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedImages } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const profile = {
  firstname: 'Lucía',
  lastname: 'Pereira Núñez',
  address: 'Calle Ejido 1400, Montevideo',
  phone: '+598 99 555 000',
  email: 'demo@thecellar.example',
};

function form(fields: Record<string, string>, avatar?: { bytes: Uint8Array; name: string; type: string }) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (avatar) data.append('avatar', new Blob([avatar.bytes], { type: avatar.type }), avatar.name);
  return data;
}

/** What PATCH /users/{id} answers: the user on success, a problem otherwise. */
type Answer = Partial<SessionUser & Problem> & { errors?: { field: string }[] };

async function patch(id: number, token: string | null, body: FormData | string, contentType?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (contentType) headers['content-type'] = contentType;
  const response = await fetch(`${server.origin}/api/users/${id}`, { method: 'PATCH', headers, body });
  return { response, body: (await response.json()) as Answer };
}

const photo = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#7b1e3a' } }).jpeg().withExif({ IFD0: { Artist: 'secret' } }).toBuffer();

describe('PATCH /users/{id}', () => {
  it('keeps the demo account’s email in demo mode, on its field, saving nothing; its other fields change', async () => {
    const demo = await server.logIn();
    const { response, body } = await patch(demo.id, demo.token, form({ ...profile, firstname: 'Pirata', email: 'someone.else@example.com' }));
    expect(response.status).toBe(403);
    expect(body).toMatchObject({ code: 'demoEmailFixed', errors: [{ field: 'email', code: 'fixed' }] });
    expect((await server.logIn()).firstname).not.toBe('Pirata');
    // The same address in capitals is the same address.
    expect((await patch(demo.id, demo.token, form({ ...profile, email: profile.email.toUpperCase() }))).response.status).toBe(200);
  });

  it('updates the fields and stores the avatar as a square WebP without metadata, keeping the token', async () => {
    const user = await server.logIn();
    const { response, body } = await patch(user.id, user.token, form(profile, { bytes: await photo(), name: 'me.jpg', type: 'image/jpeg' }));
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ ...profile, id: user.id, token: user.token });
    expect(body.avatar).toMatch(/^avatar-\d+-[0-9a-f]+\.webp$/);
    const served = await fetch(`${server.origin}/images/${body.avatar!}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
  });

  it('keeps the avatar when none is sent, and removes the old image when a new one replaces it', async () => {
    const user = await server.logIn();
    const { body: first } = await patch(user.id, user.token, form(profile, { bytes: await photo(), name: 'a.jpg', type: 'image/jpeg' }));
    const { body: kept } = await patch(user.id, user.token, form({ ...profile, firstname: 'Lu' }));
    expect(kept).toMatchObject({ firstname: 'Lu', avatar: first.avatar });
    // Read once, so this instance holds it in its cache when it is replaced.
    expect((await fetch(`${server.origin}/images/${first.avatar!}`)).status).toBe(200);
    const png = await sharp({ create: { width: 100, height: 300, channels: 4, background: '#e3c27a' } }).png().toBuffer();
    const { body: replaced } = await patch(user.id, user.token, form(profile, { bytes: png, name: 'b.png', type: 'image/png' }));
    expect(replaced.avatar).not.toBe(first.avatar);
    expect(await server.db.select().from(storedImages).where(eq(storedImages.name, first.avatar!))).toEqual([]);
    expect((await fetch(`${server.origin}/images/${first.avatar!}`)).status).toBe(404);
    expect((await fetch(`${server.origin}/images/${replaced.avatar!}`)).status).toBe(200);
  });

  it.each([
    ['a text file named .png', new TextEncoder().encode('just some text, not an image'), 'photo.png', 'image/png'],
    ['an SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'me.svg', 'image/svg+xml'],
  ])('refuses %s with 415', async (_name, bytes, fileName, type) => {
    const user = await server.logIn();
    const { response, body } = await patch(user.id, user.token, form(profile, { bytes, name: fileName, type }));
    expect(response.status).toBe(415);
    expect(body.detail).toBe('The avatar must be a JPEG, PNG or WebP image.');
  });

  it('refuses a 6 MB image with 413 and changes nothing', async () => {
    const user = await server.logIn();
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(await photo());
    const { response, body } = await patch(user.id, user.token, form({ ...profile, firstname: 'Changed' }, { bytes: big, name: 'big.jpg', type: 'image/jpeg' }));
    expect(response.status).toBe(413);
    expect(body.detail).toBe('The form is too large. The avatar may be at most 5 MB.');
    const again = await server.logIn();
    expect(again.firstname).not.toBe('Changed');
  });

  it('validates the fields like sign-up', async () => {
    const user = await server.logIn();
    const { response, body } = await patch(user.id, user.token, form({ ...profile, email: 'nope', phone: 'call me' }));
    expect(response.status).toBe(400);
    expect(body.errors!.map((e) => e.field).sort()).toEqual(['email', 'phone']);
  });

  it("refuses another user's profile with 403 and a request without a token with 401", async () => {
    await server.client().POST('/users', {
      body: { firstname: 'Bea', lastname: 'Costa', address: 'Canelones 800', phone: '099333444', email: 'bea@example.com', password: 'password-bea' },
    });
    const bea = await server.logIn('bea@example.com', 'password-bea');
    const demo = await server.logIn();
    expect((await patch(demo.id, bea.token, form(profile))).response.status).toBe(403);
    expect((await patch(demo.id, null, form(profile))).response.status).toBe(401);
  });

  it('refuses an email that belongs to someone else with 409', async () => {
    const bea = await server.logIn('bea@example.com', 'password-bea');
    const { response } = await patch(bea.id, bea.token, form({ ...profile, email: 'DEMO@thecellar.example' }));
    expect(response.status).toBe(409);
  });

  it('asks for a multipart form', async () => {
    const user = await server.logIn();
    const { response, body } = await patch(user.id, user.token, JSON.stringify(profile), 'application/json');
    expect(response.status).toBe(415);
    expect(body.detail).toBe('Send the profile as a multipart form.');
  });
});
