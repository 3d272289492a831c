import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';
type Headers = Record<string, string>;

/** One answer, ready in every encoding, each with its own strong ETag and every header it is sent with. */
export interface Representations {
  status: number;
  bodies: Record<Encoding, Buffer>;
  /** Per encoding: the headers of a full answer, and of a 304 (no body, no length). */
  headers: Record<Encoding, { full: Headers; notModified: Headers }>;
  etags: ReadonlySet<string>;
  bytes: number;
}

/**
 * Compresses a body once, for every reader: brotli at a middle quality, since entries are remade
 * after every write that touches them and a reader waits for the first.
 */
export async function representations(status: number, body: string | Buffer, headers: Headers): Promise<Representations> {
  const identity = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: 6 }),
  ]);
  const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const bodies = { br, gzip: gz, identity };
  const encoded = (encoding: Encoding) => {
    const etag = encoding === 'identity' ? `"${digest}"` : `"${digest}-${encoding}"`;
    const notModified: Headers = { ...headers, etag, vary: headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding' };
    const full: Headers = { ...notModified, 'content-length': String(bodies[encoding].length) };
    if (encoding !== 'identity') full['content-encoding'] = encoding;
    return { full, notModified };
  };
  return {
    status,
    bodies,
    headers: { br: encoded('br'), gzip: encoded('gzip'), identity: encoded('identity') },
    etags: new Set([`"${digest}"`, `"${digest}-br"`, `"${digest}-gzip"`]),
    bytes: br.length + gz.length + identity.length,
  };
}

/** The best encoding the client accepts: brotli, then gzip, else none (a `;q=0` refuses one). */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let gzipOk = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzipOk = true;
  }
  return gzipOk ? 'gzip' : 'identity';
}

function matches(ifNoneMatch: string | undefined, etags: ReadonlySet<string>): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => etags.has(tag.trim().replace(/^W\//, '')));
}

/** What a ready answer is for this request: a 304 when the client already holds it. */
function answerFor(request: FastifyRequest, ready: Representations): { status: number; headers: Headers; body?: Buffer } {
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  const { full, notModified } = ready.headers[encoding];
  if (ready.status === 200 && matches(request.headers['if-none-match'], ready.etags)) return { status: 304, headers: notModified };
  return { status: ready.status, headers: full, body: ready.bodies[encoding] };
}

/** Sends a ready answer as it is, through Fastify's send hooks. */
export function sendRepresentation(request: FastifyRequest, reply: FastifyReply, ready: Representations): FastifyReply {
  const { status, headers, body } = answerFor(request, ready);
  return reply.code(status).headers(headers).send(body);
}

/**
 * Writes a ready answer straight to the socket, past Fastify's send hooks (compression, serialisers):
 * for the cache's first hook, where nothing else has run and nothing is left to add.
 */
export function writeRepresentation(request: FastifyRequest, reply: FastifyReply, ready: Representations): void {
  const { status, headers, body } = answerFor(request, ready);
  reply.hijack();
  reply.raw.writeHead(status, headers).end(body);
  // Fastify does not log a hijacked reply; the access log still shows every answer.
  request.log.info({ res: { statusCode: status }, fromReadCache: true }, 'request completed');
}
