import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readUploadedImage } from '../images/store';
import { AVATAR_FILE_PATTERN, DEFAULT_AVATAR, WINE_IMAGE_FILE_PATTERN } from '../db/image-names';
import { readableFromAnyOrigin } from './security-headers';
import type { Database } from '../db/client';
import { HttpProblem } from './problem';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

// Only a bare file name is ever looked up, so no form of "../" (encoded or not) can leave the folder.
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;
const UPLOADED_NAMES = [new RegExp(AVATAR_FILE_PATTERN), new RegExp(WINE_IMAGE_FILE_PATTERN)];
const IMMUTABLE = 'public, max-age=31536000, immutable';
const noSuchImage = () => new HttpProblem(404, 'imageNotFound');

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves /images/{file}: the artwork folder's files, then the uploads in the database (avatars, wines'
 * pictures). Names are immutable (an upload's holds its digest), so caching is long and an upload's
 * ETag is its name's digest.
 */
export function registerImages(app: FastifyInstance, artwork: string, db: Database) {
  const serveImage = async (request: FastifyRequest, reply: FastifyReply) => {
    const asked = (request.params as { file: string }).file;
    // Pictures are for any site to show (a storefront elsewhere, a CDN, the original shop and dashboard).
    readableFromAnyOrigin(reply);
    // Clients that show an account's avatar however it is named ask for /images/null when there is none.
    const file = asked === 'null' ? DEFAULT_AVATAR : asked;
    if (!SAFE_NAME.test(file) || file.length > 160) throw noSuchImage();
    // The artwork was SVG until it became pictures; carts and orders saved then still name the drawings.
    if (extname(file).toLowerCase() === '.svg') {
      const picture = `${file.slice(0, -'.svg'.length)}.webp`;
      if (!(await isFile(join(artwork, picture)))) throw noSuchImage();
      return reply.code(301).header('cache-control', IMMUTABLE).header('location', `/images/${picture}`).send();
    }
    const type = CONTENT_TYPES[extname(file).toLowerCase()];
    if (!type) throw noSuchImage();
    const path = join(artwork, file);
    if (await isFile(path)) {
      reply.header('cache-control', IMMUTABLE).type(type);
      return reply.send(createReadStream(path));
    }
    const uploaded = UPLOADED_NAMES.some((name) => name.test(file)) ? await readUploadedImage(db, file) : null;
    if (!uploaded) throw noSuchImage();
    // The name's 16 hex digits before ".webp" are the image's digest.
    const etag = `"${file.slice(-21, -5)}"`;
    reply.header('cache-control', IMMUTABLE).header('etag', etag).type('image/webp');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(uploaded);
  };
  app.get('/images/:file', serveImage);
  // The original admin dashboard's address for the same pictures (order lines' images).
  app.get('/api/img/:file', serveImage);
}
