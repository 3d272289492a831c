import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Every kind of response carries the policy: pages (server-rendered, the plain shell, Page Not Found),
 * API answers and problems, images and the shop's static files. The pages' inline content is checked
 * with the real built shop by the e2e suite, which fails on any violation the browser reports.
 */
let server: TestServer;
let https: TestServer;
beforeAll(async () => {
  [server, https] = await Promise.all([startTestServer({ env: { CSP_REPORT_LIMIT_PER_CLIENT: '2' } }), startTestServer({ env: { SERVED_OVER_HTTPS: 'true' } })]);
});
afterAll(() => Promise.all([server?.close(), https?.close()]));

const get = (origin: string, path: string, accept = 'text/html') => fetch(`${origin}${path}`, { headers: { accept } });

function directives(response: Response): Map<string, string> {
  const policy = response.headers.get('content-security-policy');
  expect(policy, response.url).toBeTruthy();
  return new Map(
    policy!.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values.join(' ')];
    }),
  );
}

const kinds: [string, string, string?][] = [
  ['a shop page', '/our-wines'],
  ['a signed-in shopper\'s page', '/my-orders'],
  ['Page Not Found', '/no-such-page'],
  ['an API answer', '/api/categories', 'application/json'],
  ['an API problem', '/api/products/999999', 'application/json'],
  ['an image', '/images/favicon.svg', 'image/*'],
  ['a static file of the shop', '/favicon.svg', '*/*'],
];

describe('Content-Security-Policy', () => {
  // Inline script and style only by this response's nonce, or, on an answer kept for everyone (a cached
  // page), by the hash of each one it holds; a cached API answer has none and allows none.
  const namedInline = /^'self'( '(nonce-[0-9a-f]{32}|sha256-[A-Za-z0-9+/]+={0,2})')*$/;
  it.each(kinds)('is on %s, forbids framing and inline script it does not name', async (_kind, path, accept) => {
    const response = await get(server.origin, path, accept);
    const policy = directives(response);
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('script-src')).toMatch(namedInline);
    expect(policy.get('style-src')).toMatch(namedInline);
    expect(policy.get('script-src-attr')).toBe("'none'");
    // Inline style attributes only with the values the sort select's server-rendered HTML holds.
    const [unsafeHashes, ...hashes] = policy.get('style-src-attr')!.split(' ');
    expect(unsafeHashes).toBe("'unsafe-hashes'");
    expect(hashes).toHaveLength(2);
    expect(hashes).toContain(`'sha256-${createHash('sha256').update('pointer-events:none').digest('base64')}'`);
    expect(policy.get('report-uri')).toBe('/api/csp-reports');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('asks browsers to use HTTPS only when the shop is configured as served over it', async () => {
    const response = await get(https.origin, '/our-wines');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(response).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('Vary', () => {
  it('tells caches that a path answers a page or a problem by Accept', async () => {
    for (const accept of ['text/html', 'application/json']) {
      const response = await get(server.origin, '/our-wines', accept);
      expect(response.headers.get('vary')?.toLowerCase()).toContain('accept');
    }
  });
});

describe('CSP reports', () => {
  const report = (body: unknown, type = 'application/csp-report') =>
    fetch(`${server.origin}/api/csp-reports`, { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(body) });

  it('are received in both formats browsers send, a few per client at most', async () => {
    expect((await report({ 'csp-report': { 'document-uri': 'http://localhost/', 'violated-directive': 'script-src', 'blocked-uri': 'inline' } })).status).toBe(204);
    expect((await report([{ type: 'csp-violation', body: { documentURL: 'http://localhost/', effectiveDirective: 'style-src-elem' } }], 'application/reports+json')).status).toBe(204);
    expect((await report('not a report')).status).toBe(400);
    const flooding = await report({ 'csp-report': {} });
    expect(flooding.status).toBe(429);
  });
});
