// JSON requests through undici: each buyer keeps one keep-alive connection of its own (a Client), and
// the load generator spends as little of the machine's CPU per request as it can, since it shares the
// machine with what it measures.
import { Client, request } from 'undici';

export interface JsonResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export type Connection = Client;

export function oneConnection(baseUrl: string): Connection {
  return new Client(baseUrl, { pipelining: 1, headersTimeout: 30_000, bodyTimeout: 30_000 });
}

/** `connection` sends it on that connection; without one, undici's global pool does. */
export async function send(connection: Connection | undefined, url: string, method: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonResponse> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const options = {
    method: method as 'GET' | 'POST',
    headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
    body: payload,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  };
  const response = connection ? await connection.request({ ...options, path: pathOf(url) }) : await request(url, options);
  return { status: response.statusCode, headers: response.headers, body: await response.body.text() };
}

/** The body of a 2xx answer as JSON; anything else throws with the status and body. */
export async function sendOk<T>(connection: Connection | undefined, url: string, method: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const response = await send(connection, url, method, body, headers);
  if (response.status < 200 || response.status >= 300) throw new Error(`${method} ${url} answered ${response.status}: ${response.body.slice(0, 300)}`);
  return JSON.parse(response.body) as T;
}

function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}
