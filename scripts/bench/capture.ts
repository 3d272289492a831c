// One request to our server, its headers and body kept exactly as they came over the wire (node:http
// does not decompress, unlike fetch), to be replayed by the limit server: the same bytes, security
// headers included. Only what Node writes for every response by itself is left out.
import { request } from 'node:http';
import type { CapturedResponse } from './limit-server';

const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

export function capture(baseUrl: string, path: string, headers: Record<string, string>): Promise<CapturedResponse> {
  return new Promise((done, fail) => {
    const outgoing = request(baseUrl + path, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () => {
        const kept = Object.entries(response.headers).filter(([name, value]) => typeof value === 'string' && !PER_RESPONSE.has(name));
        done({
          path,
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(kept) as Record<string, string>,
          bodyBase64: Buffer.concat(chunks).toString('base64'),
        });
      });
    });
    outgoing.on('error', fail);
    outgoing.end();
  });
}
