import { randomBytes } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/client';
import { loginDevices, users } from '../db/schema';
import { hashToken } from './tokens';

/**
 * OWASP's device cookies (Slow Down Online Guessing Attacks with Device Cookies): a browser that has
 * logged in to an account carries a cookie saying so, and its later attempts on that account are
 * counted per device, apart from everyone else's, so that an attacker's failures never lock the
 * owner's browser out.
 */
const DEVICE_COOKIE = 'cellar_device';
const MAX_AGE_MS = 180 * 86_400_000;
// Both login paths (customers' and staff's), and no other request carries it.
const COOKIE_PATH = '/api/tokens';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The hash of the device cookie the request carries, if it has one of our shape. */
export function presentedDevice(request: FastifyRequest): string | null {
  const token = request.cookies[DEVICE_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? hashToken(token) : null;
}

/** Whether the device has logged in to the account of this email before (a forged cookie, or another account's, has not). */
export async function deviceTrustedFor(db: Database, device: string, email: string): Promise<boolean> {
  const [trusted] = await db
    .select({ userId: loginDevices.userId })
    .from(loginDevices)
    .innerJoin(users, eq(users.id, loginDevices.userId))
    .where(and(eq(loginDevices.tokenHash, device), eq(users.email, email)))
    .limit(1);
  return trusted !== undefined;
}

/**
 * After a successful login: a new cookie (OWASP's scheme issues one at every login, so a cookie planted
 * in the browser or seen once stops counting), trusted for this account and for every account the
 * cookie it replaces was trusted for. Returns the cookie's value.
 */
export async function trustDevice(tx: Queryable, userId: number, replaced: string | null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const kept = replaced ? await tx.delete(loginDevices).where(eq(loginDevices.tokenHash, replaced)).returning({ userId: loginDevices.userId, createdAt: loginDevices.createdAt }) : [];
  const accounts = kept.some((row) => row.userId === userId) ? kept : [...kept, { userId, createdAt: sql`now()` }];
  await tx.insert(loginDevices).values(accounts.map((account) => ({ ...account, tokenHash })));
  return token;
}

export function setDeviceCookie(reply: FastifyReply, token: string, servedOverHttps: boolean): void {
  reply.setCookie(DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure: servedOverHttps, path: COOKIE_PATH, maxAge: MAX_AGE_MS / 1000 });
}

/** Deletes the devices whose cookie the browser has dropped by now (its Max-Age has passed); returns how many went. */
export async function pruneLoginDevices(db: Database, now = new Date()): Promise<number> {
  const pruned = await db
    .delete(loginDevices)
    .where(lte(loginDevices.lastUsedAt, new Date(now.getTime() - MAX_AGE_MS)))
    .returning({ tokenHash: loginDevices.tokenHash });
  return pruned.length;
}
