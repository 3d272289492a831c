import { scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { DEMO_CUSTOMER } from '../db/seed';
import { DomainError } from '../errors';
import { problemOf } from '../http/problem';
import { startTestServer } from '../testing/test-server';
import { createPasswordHasher, hashPassword, needsRehash, verifyPassword } from './password';

/** A hash as the first version of the shop wrote them: scrypt N=2^15, r=8, p=1. */
function legacyScrypt(password: string, { N = 2 ** 15, r = 8, p = 1 } = {}) {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password, salt, 32, { N, r, p, maxmem: 256 * 1024 * 1024 });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashes', () => {
  it("are argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane) and a random salt", async () => {
    const [first, second] = [await hashPassword('tannat-2026'), await hashPassword('tannat-2026')];
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('tannat-2026', first)).toBe(true);
    expect(await verifyPassword('tannat-2027', first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it('still verify the first version\'s scrypt hashes, which are then due for a new hash', async () => {
    const legacy = legacyScrypt('uncork-2026');
    expect(await verifyPassword('uncork-2026', legacy)).toBe(true);
    expect(await verifyPassword('uncork-2027', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('never verify a stored hash whose cost this server would not have chosen', async () => {
    const planted = legacyScrypt('whatever', { N: 2 ** 10, r: 8, p: 16 });
    expect(await verifyPassword('whatever', planted)).toBe(false);
    const heavyArgon = '$argon2id$v=19$m=4194304,t=100,p=64$MDEyMzQ1Njc4OWFiY2RlZg$YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXphYmNkZWY';
    const started = Date.now();
    expect(await verifyPassword('whatever', heavyArgon)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await verifyPassword('whatever', '!retired')).toBe(false);
  });

  it('refuse a password longer than 1 KiB before hashing it', async () => {
    await expect(hashPassword('é'.repeat(600))).rejects.toBeInstanceOf(DomainError);
  });
});

describe('the hasher', () => {
  it('runs a burst a few at a time and tells the rest of an overlong queue to come back (503)', async () => {
    const hasher = createPasswordHasher({ concurrency: 2, queue: 3 });
    const burst = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => hasher.hash(`password-${i}`)));
    const refused = burst.filter((result) => result.status === 'rejected').map((result) => problemOf((result as PromiseRejectedResult).reason as DomainError));
    // Two running and three waiting are hashed; the other five are told to retry, at once.
    expect(burst.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(refused.map((problem) => [problem.status, problem.headers?.['retry-after']])).toEqual(Array(5).fill([503, '5']));
  });

  it('verifies an unknown email against a throwaway hash, so it is as slow as a wrong password', async () => {
    const hasher = createPasswordHasher({ concurrency: 2, queue: 10 });
    expect(await hasher.verifyUnknown('anything-at-all')).toBe(false);
  });
});

describe('logging in', () => {
  it('replaces a hash made with other parameters by a current one, once the password is known to be right', async () => {
    const server = await startTestServer();
    try {
      const customer = eq(users.email, DEMO_CUSTOMER.email);
      await server.db.update(users).set({ passwordHash: legacyScrypt(DEMO_CUSTOMER.password) }).where(customer);
      await expect(server.logIn(DEMO_CUSTOMER.email, 'not-the-password')).rejects.toThrow(/401/);
      expect((await server.db.select().from(users).where(customer))[0]!.passwordHash).toMatch(/^scrypt\$/);
      await server.logIn();
      const [row] = await server.db.select().from(users).where(customer);
      expect(needsRehash(row!.passwordHash)).toBe(false);
      expect(await verifyPassword(DEMO_CUSTOMER.password, row!.passwordHash)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
