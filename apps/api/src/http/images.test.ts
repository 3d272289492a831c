import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('/images/{file}', () => {
  it("serves a product's image with its type and a long-lived cache", async () => {
    const { data } = await server.client().GET('/products/{id}', { params: { path: { id: 1 } } });
    for (const file of [data!.img, data!.featuredImg, data!.category.img]) {
      const response = await fetch(`${server.origin}/images/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp');
    }
  });

  it('sends a name of the SVG artwork the shop had before on to its picture, for carts and orders saved with it', async () => {
    const response = await fetch(`${server.origin}/images/wine-03.svg`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/images/wine-03.webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${server.origin}/images/no-such-wine.svg`, { redirect: 'manual' })).status).toBe(404);
  });

  it('answers 404 for unknown files', async () => {
    const response = await fetch(`${server.origin}/images/no-such-wine.svg`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });

  it.each([
    '/images/../package.json',
    '/images/..%2Fpackage.json',
    '/images/..%2f..%2fpackage.json',
    '/images/%2e%2e%2fpackage.json',
    '/images/%2E%2E/package.json',
    '/images/..%5cpackage.json',
    '/images/....//package.json',
    '/images/%252e%252e%252fpackage.json',
    '/images/.env',
    '/images/wine-01.webp%00.png',
    '/images/..%2F..%2F..%2Fapps%2Fapi%2Fsrc%2Fconfig.ts',
  ])('never serves a file outside the images folder: %s', async (path) => {
    const response = await fetch(`${server.origin}${path}`);
    const body = await response.text();
    expect(response.status).toBe(404);
    expect(body).not.toContain('"workspaces"');
    expect(body).not.toContain('readConfig');
  });
});

describe('/images/{avatar}', () => {
  it('serves an uploaded avatar from the database with a long-lived cache, its digest as a strong ETag, and 304 for it', async () => {
    const user = await server.logIn();
    const form = new FormData();
    for (const [key, value] of Object.entries({ firstname: 'Lucía', lastname: 'Pereira', address: 'Av. Brasil 2500', phone: '099 123 456', email: user.email })) form.append(key, value);
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f4f4f' } }).png().toBuffer();
    form.append('avatar', new Blob([picture], { type: 'image/png' }), 'me.png');
    const { avatar } = (await (await fetch(`${server.origin}/api/users/${user.id}`, { method: 'PATCH', headers: { authorization: `Bearer ${user.token}` }, body: form })).json()) as { avatar: string };
    const digest = avatar.slice(-21, -5);

    const served = await fetch(`${server.origin}/images/${avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('etag')).toBe(`"${digest}"`);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    for (const ifNoneMatch of [`"${digest}"`, `W/"${digest}"`, `"other", "${digest}"`, '*']) {
      const again = await fetch(`${server.origin}/images/${avatar}`, { headers: { 'if-none-match': ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(await again.text()).toBe('');
    }
    expect((await fetch(`${server.origin}/images/${avatar}`, { headers: { 'if-none-match': '"0000000000000000"' } })).status).toBe(200);
  });

  it('answers 404 for an avatar name nobody uses', async () => {
    const response = await fetch(`${server.origin}/images/avatar-1-0123456789abcdef.webp`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe('compression', () => {
  it('sends JSON compressed to clients that accept it and plain to those that do not, and pictures as they are', async () => {
    const { data } = await server.client().GET('/products/{id}', { params: { path: { id: 1 } } });
    const compressed = await fetch(`${server.origin}/api/products`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    const plain = await fetch(`${server.origin}/api/products`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await compressed.text()).toBe(await plain.text());
    // WebP is compressed already: brotli would cost the server time and save nothing.
    const picture = await fetch(`${server.origin}/images/${data!.featuredImg}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(picture.headers.get('content-encoding')).toBeNull();
  });
});
