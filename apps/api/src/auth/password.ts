import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hash, parseOptions, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { DomainError } from '../errors';

/**
 * OWASP's password storage guidance (2025): argon2id with 19 MiB of memory, 2 passes, 1 lane. The
 * library's defaults are exactly these and its default algorithm is argon2id; they are spelled out so a
 * change of defaults upstream cannot silently weaken or strengthen stored hashes.
 */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/** Longer input only costs hashing time; the contract allows 200 characters, at most 800 bytes in UTF-8. */
export const PASSWORD_MAX_BYTES = 1024;

// Hashes of the first version (scrypt N=2^15, r=8, p=1) still verify, and are replaced at the next login.
const LEGACY_SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;

function prepare(password: string): string {
  const normalised = password.normalize('NFKC');
  if (Buffer.byteLength(normalised) > PASSWORD_MAX_BYTES) throw new DomainError('invalid', 'passwordTooLong');
  return normalised;
}

/** Stored in place of a hash, it matches no password: the account can only be reopened by setting a new one. */
export const RETIRED_PASSWORD_HASH = '!retired';

export async function hashPassword(password: string): Promise<string> {
  return hash(prepare(password), ARGON2);
}

function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split('$');
  // Only the exact parameters this shop once wrote are honoured: a planted hash with huge ones could tie up the thread pool.
  if (Number(n) !== LEGACY_SCRYPT.N || Number(r) !== LEGACY_SCRYPT.r || Number(p) !== LEGACY_SCRYPT.p || !salt || !key) return Promise.resolve(false);
  const expected = Buffer.from(key, 'base64');
  return new Promise((done, fail) =>
    scrypt(password, Buffer.from(salt, 'base64'), expected.length, { ...LEGACY_SCRYPT, maxmem: 64 * 1024 * 1024 }, (error, actual) =>
      error ? fail(error) : done(actual.length === expected.length && timingSafeEqual(actual, expected)),
    ),
  );
}

/** Whether the stored hash's cost lies within what this server would ever write, so verifying it is bounded. */
function boundedArgon2(stored: string): boolean {
  try {
    const options = parseOptions(stored);
    return options.memoryCost <= 4 * ARGON2.memoryCost && options.timeCost <= 4 * ARGON2.timeCost && options.parallelism <= 4;
  } catch {
    return false;
  }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const input = prepare(password);
  if (stored.startsWith('scrypt$')) return verifyLegacyScrypt(input, stored);
  if (!stored.startsWith('$argon2id$') || !boundedArgon2(stored)) return false;
  return verify(stored, input);
}

/** A stored hash made with other parameters (or scrypt) is replaced by a current one at the next successful login. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Verifies against a throwaway hash, so an unknown email costs as long as a wrong password. */
  verifyUnknown(password: string): Promise<boolean>;
}

/**
 * Hashing runs on libuv's small thread pool, which also reads files (images, pages). At most
 * `concurrency` hashes run at once so file reads always find a free thread; a burst waits in a queue of
 * at most `queue`, and beyond that the caller is told to come back (overloaded: a 503) instead of waiting for minutes.
 */
export function createPasswordHasher({ concurrency, queue }: { concurrency: number; queue: number }): PasswordHasher {
  const limit = pLimit(concurrency);
  const unknownUserHash = hashPassword(randomBytes(16).toString('hex'));
  function bounded<T>(work: () => Promise<T>): Promise<T> {
    if (limit.pendingCount >= queue) {
      return Promise.reject(new DomainError('overloaded', 'signInBusy', {}, { retryAfterSeconds: 5 }));
    }
    return limit(work);
  }
  return {
    hash: (password) => bounded(() => hashPassword(password)),
    verify: (password, stored) => bounded(() => verifyPassword(password, stored)),
    verifyUnknown: (password) => bounded(async () => verifyPassword(password, await unknownUserHash)),
  };
}
