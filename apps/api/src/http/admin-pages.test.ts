import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { registerAdminPages } from './admin-pages';

// A stand-in for the built back office (apps/admin/dist, covered by the e2e journeys).
const SHELL = '<!doctype html><html><head><title>Back office</title></head><body><div id="root"></div><script type="module" src="/admin/assets/app-1a2b.js"></script></body></html>';

describe('the back office', () => {
  let server: TestServer;
  const dir = mkdtempSync(join(tmpdir(), 'cellar-admin-'));
  const get = (path: string) => fetch(`${server.origin}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });

  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), SHELL);
    writeFileSync(join(dir, 'assets', 'app-1a2b.js'), 'console.log("back office");');
    server = await startTestServer({ paths: { adminDist: dir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every screen’s address with its page, for the browser’s router, never cached by others or indexed', async () => {
    for (const path of ['/admin/', '/admin/orders/42', '/admin/wines/new?from=dashboard']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('gives the page a style element with the nonce its policy allows, new for every response', async () => {
    const nonceOf = async (response: Response) => {
      const policy = response.headers.get('content-security-policy') ?? '';
      const allowed = /style-src [^;]*'nonce-([0-9a-f]+)'/.exec(policy)?.[1];
      const carried = /<style nonce="([0-9a-f]+)"><\/style><\/head>/.exec(await response.text())?.[1];
      expect(carried).toBeDefined();
      expect(carried).toBe(allowed);
      return carried;
    };
    expect(await nonceOf(await get('/admin/'))).not.toBe(await nonceOf(await get('/admin/')));
  });

  it('sends /admin on to /admin/, where the pages are relative to', async () => {
    const response = await get('/admin');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/admin/');
  });

  it('serves its fingerprinted files for a year', async () => {
    const response = await get('/admin/assets/app-1a2b.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("back office");');
  });

  it('answers a missing file with a problem, not the page', async () => {
    const response = await fetch(`${server.origin}/admin/assets/missing.js`, { headers: { accept: '*/*' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });
});

describe('the back office before it is built', () => {
  it('says how to build it', async () => {
    // No database or other route is involved, so a bare Fastify stands in for the server.
    const app = Fastify();
    await registerAdminPages(app, join(tmpdir(), 'cellar-admin-never-built'));
    const response = await app.inject({ url: '/admin/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
    await app.close();
  });
});
