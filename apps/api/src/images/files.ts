import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Sharp } from 'sharp';
import type { Database } from '../db/client';
import { AVATAR_FILE_PATTERN } from '../db/image-names';
import { storedImages, users } from '../db/schema';
import { DomainError } from '../errors';

const AVATAR_FORMATS = new Set(['jpeg', 'png', 'webp']);
const AVATAR_SIZE = 256;
const WINE_IMAGE_SIZE = 1200;
const generatedName = new RegExp(AVATAR_FILE_PATTERN);

/**
 * The name of a user's avatar image, from the image's own digest: the same picture uploaded twice is
 * one row, and a name never stands for other bytes, so it may be cached for ever.
 */
export function avatarName(userId: number, image: Buffer): string {
  return `avatar-${userId}-${createHash('sha256').update(image).digest('hex').slice(0, 16)}.webp`;
}

interface Reencoding {
  resize: (image: Sharp) => Sharp;
  /** Which picture the refusals name when the file is not an image of an accepted format, or cannot be decoded. */
  image: 'avatar' | 'winePicture';
}

/** Re-encodes an upload as WebP without metadata; refuses anything that is not really a JPEG, PNG or WebP. */
async function reencode(file: Buffer, { resize, image }: Reencoding): Promise<Buffer> {
  // libvips, once loaded, holds about 20 MB of the process: it loads with the first upload, not at start.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(file, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw new DomainError('unsupportedMedia', 'notAnImage', { image });
  }
  if (!format || !AVATAR_FORMATS.has(format)) throw new DomainError('unsupportedMedia', 'notAnImage', { image });
  try {
    return await resize(sharp(file, { limitInputPixels: 40_000_000 }).rotate())
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new DomainError('invalid', 'unreadableImage', { image });
  }
}

/** An avatar: a square WebP, cropped to what draws the eye. */
export function toAvatar(file: Buffer): Promise<Buffer> {
  return reencode(file, {
    resize: (image) => image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }),
    image: 'avatar',
  });
}

/** A wine's picture: its own proportions, at most WINE_IMAGE_SIZE a side (never enlarged). */
export function toWineImage(file: Buffer): Promise<Buffer> {
  return reencode(file, {
    resize: (image) => image.resize(WINE_IMAGE_SIZE, WINE_IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true }),
    image: 'winePicture',
  });
}

/** A wine picture's name, from its digest alone: the same picture uploaded for two wines is one row. */
export function wineImageName(image: Buffer): string {
  return `wine-upload-${createHash('sha256').update(image).digest('hex').slice(0, 16)}.webp`;
}

/**
 * Moves the avatars of an install from before they lived in the database out of its uploads folder.
 * A file a user names is copied into the table under its own name (random rather than a digest, but
 * still unique and never rewritten) and then deleted; a file nobody names is what an upload cut off
 * before its commit left, and goes once `graceMs` old, as the folder's sweep did. Only names the
 * server made are ever turned into paths. Returns how many files were imported.
 */
export async function importUploadedAvatars(db: Database, uploads: string, graceMs: number, now = Date.now()): Promise<number> {
  const files = (await readdir(uploads).catch(() => [] as string[])).filter((file) => generatedName.test(file));
  if (files.length === 0) return 0;
  const named = new Set((await db.select({ avatar: users.avatar }).from(users).where(inArray(users.avatar, files))).map((row) => row.avatar));
  let imported = 0;
  for (const file of files) {
    const path = join(uploads, file);
    if (named.has(file)) {
      const bytes = await readFile(path).catch(() => null);
      // Gone already: another instance sharing the folder imported it first.
      if (!bytes) continue;
      await db.insert(storedImages).values({ name: file, bytes }).onConflictDoNothing();
      imported++;
    } else {
      const modified = await stat(path).then((info) => info.mtimeMs, () => now);
      if (now - modified < graceMs) continue;
    }
    await rm(path, { force: true });
  }
  return imported;
}
