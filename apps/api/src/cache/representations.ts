import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';
type Headers = Record<string, string>;

/**
 * Brotli at a middle quality, since entries are remade after every write that touches them and a
 * reader waits for the first.
 */
const COMPRESSORS: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

/**
 * A body's own bytes, in a buffer of exactly its size. A small buffer from `Buffer.from` is a slice of
 * an 8 KiB pool, and zlib's output a slice of its 16 KiB chunk: a kept slice of a few bytes held the
 * whole slab alive, which made an entry with a 2-byte body cost about 10 kB.
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/**
 * What the answer's parts cost besides their bytes, measured (src/cache/entry-cost.measure.ts): a
 * compressed body's buffer, promise and bookkeeping; a header set (made per encoding and kind, and kept
 * so that a hit builds nothing) per header it names.
 */
const COMPRESSED_BODY_OVERHEAD_BYTES = 1536;
const HEADER_SET_BYTES = 256;
const HEADER_SET_BYTES_PER_HEADER = 40;

/** What a string costs in memory at most: V8 keeps one byte a character for Latin-1 text, two otherwise. */
export function stringBytes(text: string): number {
  return text.length * 2;
}

/** One answer, each encoding with its own strong ETag and every header it is sent with. */
export interface Representations {
  status: number;
  /** The strong ETag of the body in an encoding: each encoding's bytes differ, so each has its own. */
  etag(encoding: Encoding): string;
  /** The body in an encoding: compressed when a reader first asks for that encoding, then kept. */
  body(encoding: Encoding): Promise<Buffer>;
  /** The headers of a 304 in an encoding, or of a full answer with its body. */
  headers(encoding: Encoding, body?: Buffer): Headers;
  /** The memory its bodies and header sets take so far, every encoding counted (see the costs below). */
  readonly bytes: number;
  /** The header names and values it is sent with, counted once (the sets per encoding share them). */
  readonly headerBytes: number;
  /** Told what each body or header set made after this answer was made adds (the read cache counts them). */
  onGrow?: (bytes: number) => void;
}

/**
 * An answer whose body is compressed only in the encodings its readers ask for: most take brotli, the
 * shop's renderer none, so compressing every answer in every encoding at once spent the server's time
 * (about a tenth of a rendered catalogue page's) and the cache's memory on bodies nobody read.
 */
export function representations(status: number, body: string | Buffer, headers: Headers): Representations {
  const identity = ownBytes(Buffer.from(body));
  const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const etagOf = (encoding: Encoding) => (encoding === 'identity' ? `"${digest}"` : `"${digest}-${encoding}"`);
  const bodies = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(identity)]]);
  let bytes = identity.length;
  const grow = (added: number) => {
    bytes += added;
    answer.onGrow?.(added);
  };
  // Made once per encoding and kind, as a hit is answered with them again and again.
  const sentHeaders = new Map<string, Headers>();
  const headerBytes = Object.entries(headers).reduce((total, [name, value]) => total + stringBytes(name) + stringBytes(value), 0);
  const answer: Representations = {
    status,
    headerBytes,
    etag: etagOf,
    get bytes() {
      return bytes;
    },
    body(encoding) {
      let made = bodies.get(encoding);
      if (!made) {
        made = COMPRESSORS[encoding as Exclude<Encoding, 'identity'>](identity).then(
          (output) => {
            const compressed = ownBytes(output);
            grow(COMPRESSED_BODY_OVERHEAD_BYTES + compressed.length);
            return compressed;
          },
          (error: unknown) => {
            bodies.delete(encoding);
            throw error;
          },
        );
        bodies.set(encoding, made);
      }
      return made;
    },
    headers(encoding, sent) {
      const key = `${encoding} ${sent ? 'full' : 'not modified'}`;
      let made = sentHeaders.get(key);
      if (!made) {
        made = { ...headers, etag: etagOf(encoding), vary: headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding' };
        if (sent) Object.assign(made, { 'content-length': String(sent.length) }, encoding === 'identity' ? {} : { 'content-encoding': encoding });
        sentHeaders.set(key, made);
        grow(HEADER_SET_BYTES + HEADER_SET_BYTES_PER_HEADER * Object.keys(made).length);
      }
      return made;
    },
  };
  return answer;
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

/**
 * Whether the client holds this very representation. Only the ETag of the encoding it would be sent
 * now counts: a client that kept the brotli body and now takes none must get the plain body, not a 304.
 */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** What a ready answer is for this request: a 304 when the client already holds it. */
async function answerFor(request: FastifyRequest, ready: Representations): Promise<{ status: number; headers: Headers; body?: Buffer }> {
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  if (ready.status === 200 && matches(request.headers['if-none-match'], ready.etag(encoding))) return { status: 304, headers: ready.headers(encoding) };
  const body = await ready.body(encoding);
  return { status: ready.status, headers: ready.headers(encoding, body), body };
}

/**
 * Whether a read was answered from the read cache or made for this request. Sent with every answer the
 * cache serves or fills, so that an operator (and the sale bench, which has no way into the instances)
 * can tell how much of a load the cache takes while writes keep dropping its entries.
 */
export const CACHE_HEADER = 'x-cache';
export type CacheOutcome = 'hit' | 'miss';

/** Sends a ready answer as it is, through Fastify's send hooks. */
export async function sendRepresentation(request: FastifyRequest, reply: FastifyReply, ready: Representations, outcome: CacheOutcome): Promise<FastifyReply> {
  const { status, headers, body } = await answerFor(request, ready);
  return reply.code(status).headers(headers).header(CACHE_HEADER, outcome).send(body);
}

/**
 * Writes a ready answer straight to the socket, past Fastify's send hooks (compression, serialisers):
 * for the cache's first hook, where nothing else has run and nothing is left to add.
 */
export async function writeRepresentation(request: FastifyRequest, reply: FastifyReply, ready: Representations): Promise<void> {
  reply.hijack();
  try {
    const { status, headers, body } = await answerFor(request, ready);
    // Set apart, so that the header sets an entry keeps serve its first answer (a miss) as well.
    reply.raw.setHeader(CACHE_HEADER, 'hit');
    reply.raw.writeHead(status, headers).end(body);
    // Fastify does not log a hijacked reply; the access log still shows every answer.
    request.log.info({ res: { statusCode: status }, fromReadCache: true }, 'request completed');
  } catch (error) {
    request.log.error({ err: error }, 'a kept answer could not be compressed');
    reply.raw.destroy();
  }
}
