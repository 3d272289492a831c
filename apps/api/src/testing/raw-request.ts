import type { TestServer } from './test-server';

/**
 * A call to a test server's API as any client may send it, outside the contract-checking client: a JSON
 * `body`, or `raw` text sent as JSON (a body the contract would refuse), with an optional bearer `token`.
 */
export function rawRequest(on: TestServer, method: string, path: string, { token, body, raw }: { token?: string; body?: unknown; raw?: string } = {}) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined || raw !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${on.origin}/api${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : raw !== undefined ? { body: raw } : {}) });
}
