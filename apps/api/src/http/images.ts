import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from './problem';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

// Only a bare file name is ever looked up, so no form of "../" (encoded or not) can leave the folders.
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Serves /images/{file} from the artwork folder, then the uploads folder; names are immutable, so caching is long. */
export function registerImages(app: FastifyInstance, folders: readonly string[]) {
  app.get('/images/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const type = CONTENT_TYPES[extname(file).toLowerCase()];
    if (!type || !SAFE_NAME.test(file) || file.length > 160) throw new HttpProblem(404, 'There is no such image.');
    for (const folder of folders) {
      const path = join(folder, file);
      if (!(await isFile(path))) continue;
      reply.header('cache-control', 'public, max-age=31536000, immutable').type(type);
      // An SVG opened on its own must not run script or load anything.
      if (type === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.send(createReadStream(path));
    }
    throw new HttpProblem(404, 'There is no such image.');
  });
}
