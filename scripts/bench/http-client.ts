// A JSON request over node:http on a given agent, so each buyer keeps one keep-alive connection.
import { Agent, request } from 'node:http';

export interface JsonResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function oneConnection(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 1 });
}

export function send(agent: Agent | undefined, url: string, method: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonResponse> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done, fail) => {
    const outgoing = request(url, { method, agent, timeout: 30_000, headers: payload ? { ...headers, 'content-type': 'application/json' } : headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('error', fail);
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${url}: no answer within 30 s`)));
    outgoing.on('error', fail);
    outgoing.end(payload);
  });
}

/** The body of a 2xx answer as JSON; anything else throws with the status and body. */
export async function sendOk<T>(agent: Agent | undefined, url: string, method: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const response = await send(agent, url, method, body, headers);
  if (response.status < 200 || response.status >= 300) throw new Error(`${method} ${url} answered ${response.status}: ${response.body.slice(0, 300)}`);
  return JSON.parse(response.body) as T;
}
