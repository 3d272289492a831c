// The physical limit: a bare Fastify, in a process of its own, answering each benchmarked URL with the
// very bytes our server answered (its headers, and its body still compressed) from a Buffer made once at start, and 304 to a
// matching If-None-Match. Whatever our server does beyond that is what the ratio measures.
//   node --import tsx scripts/bench/limit-server.ts <responses.json> <port>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/** One response of our server as it went over the wire; the file the bench hands this process is a list of them. */
export interface CapturedResponse {
  path: string;
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

const [file, port] = process.argv.slice(2);
if (!file || !port) {
  console.error('usage: node --import tsx scripts/bench/limit-server.ts <responses.json> <port>');
  process.exit(2);
} else {
  const captured = JSON.parse(readFileSync(file, 'utf8')) as CapturedResponse[];
  const app = Fastify({ logger: false });
  app.get('/__ready', async () => 'ok');
  for (const response of captured) {
    const body = Buffer.from(response.bodyBase64, 'base64');
    const { headers } = response;
    const etag = headers.etag;
    app.get(response.path, (request, reply) => {
      if (etag && request.headers['if-none-match'] === etag) {
        const { 'content-encoding': _encoding, ...notModified } = headers;
        return reply.code(304).headers(notModified).send();
      }
      return reply.code(response.status).headers(headers).send(body);
    });
  }
  await app.listen({ port: Number(port), host: '127.0.0.1' });
}
