import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { tokens, users } from '../db/schema';
import { HttpProblem } from '../http/problem';

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

export async function issueToken(db: Database, userId: number, ttlMs: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(tokens).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

const SIGN_IN_AGAIN = 'Please log in to continue.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{10,200})$/i);
  return match?.[1] ?? null;
}

export function createAuthenticator(db: Database) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw new HttpProblem(401, SIGN_IN_AGAIN, { headers: { 'www-authenticate': 'Bearer' } });
    const [row] = await db
      .select({ user: users, tokenId: tokens.id })
      .from(tokens)
      .innerJoin(users, eq(users.id, tokens.userId))
      .where(and(eq(tokens.tokenHash, hashToken(token)), gt(tokens.expiresAt, new Date())))
      .limit(1);
    if (!row) throw new HttpProblem(401, 'Your session has expired. Please log in again.', { headers: { 'www-authenticate': 'Bearer' } });
    request.user = { ...row.user, tokenId: row.tokenId, token };
  };
}

export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new HttpProblem(401, SIGN_IN_AGAIN);
  return request.user;
}
