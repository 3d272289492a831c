import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/client';
import { tokens, users } from '../db/schema';
import { SessionEnded } from '../db/errors';
import { DomainError } from '../errors';
import type { SessionCache } from './session-cache';

export type AuthenticatedUser = typeof users.$inferSelect & { tokenId: number; token: string };

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
  }
}

// Tokens carry 256 random bits, so a fast hash is enough to keep the stored value useless to a thief.
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A new secret of 256 random bits, as 43 URL-safe characters: a session's token, a reset link's. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueToken(db: Queryable, userId: number, ttlMs: number, now = new Date()): Promise<string> {
  const token = newSecret();
  await db.insert(tokens).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

/** Deletes tokens past their expiry (revoked ones are deleted when revoked); returns how many went. */
export async function pruneExpiredTokens(db: Database, now = new Date()): Promise<number> {
  const pruned = await db.delete(tokens).where(lte(tokens.expiresAt, now)).returning({ id: tokens.id });
  return pruned.length;
}


function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{10,200})$/i);
  return match?.[1] ?? null;
}

export function createAuthenticator(db: Database, sessions: SessionCache) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw new DomainError('unauthenticated', 'signInRequired', {}, { challenge: true });
    const tokenHash = hashToken(token);
    let session = sessions.get(tokenHash);
    if (!session) {
      const generation = sessions.generation;
      const [row] = await db
        .select({ user: users, tokenId: tokens.id, expiresAt: tokens.expiresAt })
        .from(tokens)
        .innerJoin(users, eq(users.id, tokens.userId))
        .where(and(eq(tokens.tokenHash, tokenHash), gt(tokens.expiresAt, new Date()), isNull(users.deactivatedAt)))
        .limit(1);
      if (!row) throw new SessionEnded();
      session = { user: row.user, tokenId: row.tokenId, expiresAt: row.expiresAt.getTime() };
      sessions.set(tokenHash, session, generation);
    }
    request.user = { ...session.user, tokenId: session.tokenId, token };
  };
}

export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new DomainError('unauthenticated', 'signInRequired');
  return request.user;
}


/** After `authenticate`: a signed-in customer is refused what only staff may do. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (currentUser(request).role !== 'admin') throw new DomainError('forbidden', 'staffOnly');
}

/**
 * After `authenticate`: an operation about one account (its id in the path parameter `parameter`) is its
 * owner's alone. Read from the path as it came, before it is validated, so that nobody else learns
 * anything of the body's schema.
 */
export async function requireOwnAccount(request: FastifyRequest, parameter: string): Promise<void> {
  const id = (request.params as Record<string, unknown>)[parameter];
  if (String(id) !== String(currentUser(request).id)) throw new DomainError('forbidden', 'ownProfileOnly');
}

export function isStaff(user: AuthenticatedUser): boolean {
  return user.role === 'admin';
}
