import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client';
import { AVATAR_FILE_PATTERN } from '../db/avatar-names';
import { users } from '../db/schema';
import { HttpProblem } from '../http/problem';

const AVATAR_FORMATS = new Set(['jpeg', 'png', 'webp']);
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 256;
const generatedName = new RegExp(AVATAR_FILE_PATTERN);

/** A name only the server makes; the database refuses any other in `users.avatar`. */
export function newAvatarName(userId: number): string {
  return `avatar-${userId}-${randomBytes(8).toString('hex')}.webp`;
}

/** Re-encodes an upload as a square WebP without metadata; refuses anything that is not really a JPEG, PNG or WebP. */
export async function toAvatar(file: Buffer): Promise<Buffer> {
  const refuse = () => new HttpProblem(415, 'The avatar must be a JPEG, PNG or WebP image.');
  let format: string | undefined;
  try {
    format = (await sharp(file, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw refuse();
  }
  if (!format || !AVATAR_FORMATS.has(format)) throw refuse();
  try {
    return await sharp(file, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new HttpProblem(400, 'The avatar image could not be read. Please try another file.');
  }
}

export async function writeAvatar(uploads: string, name: string, image: Buffer): Promise<void> {
  await mkdir(uploads, { recursive: true });
  await writeFile(join(uploads, name), image);
}

/** Removes an avatar file; a name the server did not make is never turned into a path. */
export async function removeAvatar(uploads: string, name: string | null): Promise<void> {
  if (name && generatedName.test(name)) await rm(join(uploads, name), { force: true });
}

/**
 * Removes every avatar file no user row names: the leftovers of a process that died between writing a
 * file and committing it, or of a reset. Files written less than `graceMs` before `now` (or after it)
 * may belong to an upload still in flight and are left for the next sweep.
 */
export async function sweepAvatars(db: Database, uploads: string, graceMs: number, now = Date.now()): Promise<number> {
  const files = (await readdir(uploads).catch(() => [] as string[])).filter((file) => generatedName.test(file));
  if (files.length === 0) return 0;
  const named = new Set((await db.select({ avatar: users.avatar }).from(users).where(isNotNull(users.avatar))).map((row) => row.avatar));
  let removed = 0;
  for (const file of files) {
    if (named.has(file)) continue;
    const modified = await stat(join(uploads, file)).then((info) => info.mtimeMs, () => now);
    if (now - modified < graceMs) continue;
    await removeAvatar(uploads, file);
    removed++;
  }
  return removed;
}
