import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { LoginThrottle } from '../auth/login-throttle';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from '../auth/password';
import { currentUser, issueToken } from '../auth/tokens';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { tokens, users } from '../db/schema';
import { compileComponentSchema, type Handlers, type OpenApiDocument } from '../http/contract';
import { fieldErrors, HttpProblem } from '../http/problem';

type UserRow = typeof users.$inferSelect;

interface ProfileFields {
  firstname: string;
  lastname: string;
  address: string;
  phone: string;
  email: string;
}

const EMAIL_TAKEN = 'An account with this email already exists. Log in, or use another email.';
const emailTaken = () => new HttpProblem(409, EMAIL_TAKEN, { errors: [{ field: 'email', message: EMAIL_TAKEN }] });
const AVATAR_FORMATS = new Set(['jpeg', 'png', 'webp']);
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 256;

export function profileOf(user: UserRow) {
  const { id, firstname, lastname, address, phone, email, avatar } = user;
  return { id, firstname, lastname, address, phone, email, avatar };
}

// Emails are stored lower-cased, so 'Ana@x.uy' and 'ana@x.uy' are one account.
function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function normalise<T extends ProfileFields>(fields: T): T {
  return {
    ...fields,
    firstname: fields.firstname.trim(),
    lastname: fields.lastname.trim(),
    address: fields.address.trim(),
    phone: fields.phone.trim(),
    email: normaliseEmail(fields.email),
  };
}

/** Re-encodes an upload as a square WebP without metadata; refuses anything that is not really a JPEG, PNG or WebP. */
async function toAvatar(file: Buffer): Promise<Buffer> {
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

async function readProfileForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; avatar: Buffer | null }> {
  if (!request.isMultipart()) throw new HttpProblem(415, 'Send the profile as a multipart form.');
  const fields: Record<string, string> = {};
  let avatar: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'avatar') throw new HttpProblem(400, 'Only an avatar file may be uploaded.');
      avatar = await (part as MultipartFile).toBuffer();
      if (avatar.length === 0) avatar = null;
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, avatar };
}

export function accountHandlers(db: Database, config: Config, contract: OpenApiDocument, throttle: LoginThrottle): Handlers {
  const validateProfile = compileComponentSchema(contract, 'ProfileUpdate');

  return {
    async signUp(request, reply) {
      const body = normalise(request.body as ProfileFields & { password: string });
      const passwordHash = await hashPassword(body.password);
      try {
        const [user] = await db
          .insert(users)
          .values({ ...body, passwordHash })
          .returning();
        return reply.code(201).send(profileOf(user!));
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async logIn(request) {
      const client = request.ip;
      const waitMs = throttle.retryAfterMs(client);
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        throw new HttpProblem(429, `Too many failed attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`, {
          headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) },
        });
      }
      const { email, password } = request.body as { email: string; password: string };
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.email, normaliseEmail(email)));
      // The unknown-email path hashes too, so response time does not reveal which emails have accounts.
      const valid = await verifyPassword(password, user?.passwordHash ?? (await UNKNOWN_USER_HASH));
      if (!user || !valid) {
        throttle.recordFailure(client);
        throw new HttpProblem(401, 'The email or password is incorrect.');
      }
      throttle.recordSuccess(client);
      const token = await issueToken(db, user.id, config.tokenTtlMs);
      return { ...profileOf(user), token };
    },

    async logOut(request, reply) {
      await db.delete(tokens).where(eq(tokens.id, currentUser(request).tokenId));
      return reply.code(204).send();
    },

    async updateProfile(request) {
      const caller = currentUser(request);
      if ((request.params as { id: number }).id !== caller.id) throw new HttpProblem(403, 'You can only change your own profile.');
      const { fields, avatar } = await readProfileForm(request);
      if (!validateProfile(fields)) {
        const errors = fieldErrors(validateProfile.errors ?? []);
        throw new HttpProblem(400, errors.map((e) => e.message).join(' '), { errors });
      }
      const profile = normalise(fields as unknown as ProfileFields);
      let avatarFile: string | null = null;
      if (avatar) {
        const image = await toAvatar(avatar);
        avatarFile = `avatar-${caller.id}-${randomBytes(8).toString('hex')}.webp`;
        await mkdir(config.paths.uploads, { recursive: true });
        await writeFile(join(config.paths.uploads, avatarFile), image);
      }
      let updated: UserRow | undefined;
      try {
        [updated] = await db
          .update(users)
          .set({ ...profile, ...(avatarFile ? { avatar: avatarFile } : {}) })
          .where(eq(users.id, caller.id))
          .returning();
      } catch (error) {
        if (avatarFile) await rm(join(config.paths.uploads, avatarFile), { force: true });
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      if (avatarFile && caller.avatar?.startsWith('avatar-')) await rm(join(config.paths.uploads, caller.avatar), { force: true });
      return { ...profileOf(updated!), token: caller.token };
    },
  };
}
