import { PASSWORD_RESET_VALID_MINUTES } from '@cellar/domain';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PasswordHasher } from '../auth/password';
import { hashToken, newSecret } from '../auth/tokens';
import type { ChangeFeed } from '../cache/change-feed';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { withWriteLock } from '../db/locks';
import { passwordResets, tokens, users } from '../db/schema';
import { publishedAccounts } from '../db/seed';
import type { Handlers } from '../http/contract';
import { HttpProblem } from '../http/problem';
import { clientKey, type RateLimits } from '../http/rate-limits';
import { enqueueMail } from '../mail/outbox';
import { normaliseEmail, refuseShortStaffPassword } from './accounts';

export interface PasswordResetDependencies {
  db: Database;
  config: Config;
  hasher: PasswordHasher;
  limits: RateLimits;
  feed: ChangeFeed;
}

const linkInvalid = () => new HttpProblem(400, 'resetLinkInvalid');

/** Deletes reset links past their hour; returns how many went. */
export async function pruneExpiredResets(db: Database, now = new Date()): Promise<number> {
  return (await db.delete(passwordResets).where(lte(passwordResets.expiresAt, now)).returning({ id: passwordResets.id })).length;
}

export function passwordResetHandlers({ db, config, hasher, limits, feed }: PasswordResetDependencies): Handlers {
  const emailOf = (request: FastifyRequest) => normaliseEmail((request.body as { email: string }).email);
  const askedPerClient = limits.limiter('reset-client', config.limits.resetPerClient, clientKey);
  const askedPerEmail = limits.limiter('reset-email', config.limits.resetPerEmail, emailOf);
  const usedPerClient = limits.limiter('reset-use-client', config.limits.resetPerClient, clientKey);
  // Their passwords are published for every visitor: a reset by one would lock the others out of the demo.
  const demoAccounts = publishedAccounts(config.demoMode);

  /** Writes the link and its mail, for an account that has the email and may log in (not a demo one); nothing otherwise. */
  async function sendLink(email: string) {
    if (demoAccounts.includes(email)) return;
    const token = newSecret();
    await withWriteLock(db, async (tx) => {
      const [user] = await tx.select().from(users).where(and(eq(users.email, email), isNull(users.deactivatedAt)));
      if (!user) return;
      await tx.insert(passwordResets).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + PASSWORD_RESET_VALID_MINUTES * 60_000) });
      await enqueueMail(tx, { to: user.email, locale: user.locale, mail: { kind: 'passwordReset', firstname: user.firstname, token, validMinutes: PASSWORD_RESET_VALID_MINUTES } });
    });
  }

  return {
    async requestPasswordReset(request, reply) {
      await askedPerClient(request);
      await askedPerEmail(request);
      // Answered before any of the work, which differs with whether the account exists: the answer and its
      // time are the same for every email. The link and its mail are written in one transaction after it.
      const email = emailOf(request);
      setImmediate(() => {
        sendLink(email).catch((error: unknown) => request.log.error({ err: error }, 'a password reset link could not be written'));
      });
      return reply.code(202).send({ validMinutes: PASSWORD_RESET_VALID_MINUTES });
    },

    async resetPassword(request, reply) {
      await usedPerClient(request);
      const tokenHash = hashToken((request.params as { token: string }).token);
      const { password } = request.body as { password: string };
      const [link] = await db
        .select()
        .from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())));
      if (!link) throw linkInvalid();
      // Refused before the link is used up, so it stays usable.
      const [owner] = await db.select({ role: users.role }).from(users).where(eq(users.id, link.userId));
      if (owner) refuseShortStaffPassword(owner.role, password, 'password');
      const passwordHash = await hasher.hash(password);
      const user = await withWriteLock(db, async (tx) => {
        // Used up in the same transaction that changes the password: of two uses at once, one changes it.
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.id, link.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
          .returning();
        if (!used) return null;
        const [changed] = await tx.update(users).set({ passwordHash }).where(and(eq(users.id, link.userId), isNull(users.deactivatedAt))).returning();
        if (!changed) return null;
        // Whoever was signed in, the owner or whoever made the reset necessary, is signed out everywhere.
        await tx.delete(tokens).where(eq(tokens.userId, changed.id));
        // Every link of the account goes with this one: a password is chosen once per loss.
        await tx.delete(passwordResets).where(eq(passwordResets.userId, changed.id));
        await enqueueMail(tx, { to: changed.email, locale: changed.locale, mail: { kind: 'passwordChanged', firstname: changed.firstname, changedAt: new Date().toISOString() } });
        return changed;
      });
      if (!user) throw linkInvalid();
      feed.sessionsChanged([user.id]);
      return reply.code(200).send({ email: user.email });
    },
  };
}
