import { randomBytes } from 'node:crypto';
import { OPEN_ORDER_STATUSES } from '@cellar/domain';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceTrustedFor, presentedDevice, setDeviceCookie, trustDevice } from '../auth/login-devices';
import { needsRehash, type PasswordHasher } from '../auth/password';
import { STAFF_PASSWORD_MIN_LENGTH } from '../auth/staff';
import { currentUser, issueToken } from '../auth/tokens';
import type { ChangeFeed } from '../cache/change-feed';
import type { CatalogueWrites } from '../catalogue/writes';
import type { Config } from '../config';
import type { Database, Queryable } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { withWriteLock } from '../db/locks';
import { loginDevices, orders, outbox, passwordResets, reviews, tokens, users } from '../db/schema';
import { publishedAccounts } from '../db/seed';
import { compileComponentSchema, type Handlers, type OpenApiDocument } from '../http/contract';
import { negotiatedLocale } from '../http/locale';
import { readContractForm } from '../http/multipart-form';
import { fieldProblem, HttpProblem, validationProblem } from '../http/problem';
import { clientKey, type Counted, type RateLimits } from '../http/rate-limits';
import { avatarName, toAvatar } from '../images/files';
import { deleteImageIfUnnamed, dropReplacedImage, forgetUploadedImage, storeUploadedImage } from '../images/store';
import { enqueueMail } from '../mail/outbox';

type UserRow = typeof users.$inferSelect;

/** The fields a customer may write about themselves; nothing else of a request reaches the users table. */
interface ProfileFields {
  firstname: string;
  lastname: string;
  address: string;
  phone: string;
  email: string;
}

const PROFILE_FIELDS = ['firstname', 'lastname', 'address', 'phone', 'email'] as const satisfies readonly (keyof ProfileFields)[];

const emailTaken = () => fieldProblem(409, 'email', 'taken', 'emailTaken');

function mayLogIn(user: UserRow, who: 'anyone' | 'staff'): boolean {
  return user.deactivatedAt === null && (who === 'anyone' || user.role === 'admin');
}

export function profileOf(user: UserRow) {
  const { id, firstname, lastname, address, phone, email, avatar } = user;
  return { id, firstname, lastname, address, phone, email, avatar };
}

// Emails are stored lower-cased, so 'Ana@x.uy' and 'ana@x.uy' are one account.
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Picks the profile fields by name (so a `role`, `avatar` or `passwordHash` sent along goes nowhere) and tidies them. */
function profileFields(source: { [field in keyof ProfileFields]?: unknown }): ProfileFields {
  const text = (name: keyof ProfileFields) => String(source[name]).trim();
  return { firstname: text('firstname'), lastname: text('lastname'), address: text('address'), phone: text('phone'), email: normaliseEmail(String(source.email)) };
}

export interface AccountDependencies {
  db: Database;
  config: Config;
  contract: OpenApiDocument;
  hasher: PasswordHasher;
  limits: RateLimits;
  feed: ChangeFeed;
  writes: CatalogueWrites;
  /** Staff's `DELETE /users/{id}` on a customer (`deactivateCustomer` of customers.ts), which shares the operation with erasure. */
  deactivate: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/**
 * The email an erased account keeps: unique (the column's index holds), unaddressable (`.invalid` is
 * reserved, RFC 2606), and no longer anybody's, so the person's own address is free for a new sign-up.
 */
export const erasedEmail = (id: number) => `erased-${id}@erased.invalid`;

/** Staff keep the back office's rule for their passwords whichever form sets them (`field`: the form's name for it). */
export function refuseShortStaffPassword(role: UserRow['role'], password: string, field: string): void {
  if (role === 'admin' && [...password].length < STAFF_PASSWORD_MIN_LENGTH) {
    throw fieldProblem(400, field, 'minLength', 'staffPasswordTooShort', { limit: STAFF_PASSWORD_MIN_LENGTH });
  }
}

export function accountHandlers({ db, config, contract, hasher, limits, feed, writes, deactivate }: AccountDependencies): Handlers {
  const validateProfile = compileComponentSchema(contract, 'ProfileUpdate');
  const emailOf = (request: FastifyRequest) => normaliseEmail(String((request.body as { email?: unknown }).email ?? ''));
  const signupPerClient = limits.limiter('signup-client', config.limits.signupPerClient, clientKey);
  const loginPerClient = limits.limiter('login-client', config.limits.loginPerClient, clientKey);
  const loginPerAccount = limits.limiter('login-account', config.limits.loginPerAccount, emailOf);
  // Only ever asked of a request whose device cookie the account trusts, so it has one.
  const loginPerDevice = limits.limiter('login-device', config.limits.loginPerAccount, (request) => presentedDevice(request)!);
  // Their passwords are published, so a limit on them protects nothing and would only shut visitors out.
  const demoAccounts = publishedAccounts(config.demoMode);
  // A stolen session must not be a way to guess the password it lacks: checks of the current password
  // are counted as logins are, per client and per account.
  const passwordCheckPerClient = limits.limiter('password-check-client', config.limits.loginPerClient, clientKey);
  const passwordCheckPerAccount = limits.limiter('password-check-account', config.limits.loginPerAccount, (request) => String(currentUser(request).id));

  /**
   * The caller's password, checked as a login is counted (per client address and per account) and refused
   * on `field` when wrong; resolves to the refund of a check that succeeded, given back once the request did.
   */
  async function checkOwnPassword(request: FastifyRequest, password: string, passwordHash: string, field: string): Promise<() => Promise<unknown>> {
    const counted = [await passwordCheckPerClient(request), await passwordCheckPerAccount(request)];
    if (!(await hasher.verify(password, passwordHash))) throw fieldProblem(400, field, 'invalid', 'currentPasswordWrong');
    return () => Promise.all(counted.map((count) => count.refund()));
  }

  /**
   * Counts a login on its account: a browser that has logged in to it before counts on its own (OWASP's
   * device cookies), every other client on the account's counter, so an attacker's failures refuse
   * new clients but never the owner's browser.
   */
  async function countOnAccount(request: FastifyRequest): Promise<Counted[]> {
    const email = emailOf(request);
    if (demoAccounts.includes(email)) return [];
    const device = presentedDevice(request);
    const trusted = device !== null && (await deviceTrustedFor(db, device, email));
    return [await (trusted ? loginPerDevice : loginPerAccount)(request)];
  }

  /**
   * Checks the password and issues a token and a device cookie. A deactivated account, or (for the back
   * office) one that is not staff, is told what a wrong password is told, after the same work, so the
   * answer reveals nothing. Attempts are counted before any hashing; a login that succeeds gives its
   * counts back, so only failures use up an allowance.
   */
  async function logIn(request: FastifyRequest, reply: FastifyReply, who: 'anyone' | 'staff') {
    const counted = [await loginPerClient(request), ...(await countOnAccount(request))];
    const { password } = request.body as { email: string; password: string };
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.email, emailOf(request)));
    // The unknown-email path hashes too, so response time does not reveal which emails have accounts.
    const valid = user ? await hasher.verify(password, user.passwordHash) : await hasher.verifyUnknown(password);
    if (!user || !valid || !mayLogIn(user, who)) throw new HttpProblem(401, 'wrongLogin');
    const rehashed = needsRehash(user.passwordHash) ? await hasher.hash(password) : null;
    const { session, device } = await withWriteLock(db, async (tx) => {
      // A reset between the check above and now removed the account (or made it anew, with the same
      // password); a deactivation or removal from the staff ended it.
      const [still] = await tx.select().from(users).where(eq(users.email, user.email));
      if (!still || !mayLogIn(still, who)) throw new HttpProblem(401, 'wrongLogin');
      if (rehashed) await tx.update(users).set({ passwordHash: rehashed }).where(eq(users.id, still.id));
      return {
        session: { ...profileOf(still), token: await issueToken(tx, still.id, config.tokenTtlMs) },
        device: await trustDevice(tx, still.id, presentedDevice(request)),
      };
    });
    await Promise.all(counted.map((count) => count.refund()));
    setDeviceCookie(reply, device, config.servedOverHttps);
    return session;
  }

  /** An order still on its way is delivered to the address an erasure would take: the erasure waits for it. */
  async function refuseWithOrdersOpen(q: Queryable, userId: number) {
    const [open] = await q
      .select({ count: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, OPEN_ORDER_STATUSES)));
    if (open && open.count > 0) throw new HttpProblem(409, 'ordersOpen', { count: open.count });
  }

  /**
   * Erases the caller's own account (`DELETE /users/{id}` on their own id, with their password): what names
   * or reaches the person goes, in one commit; the orders stay for the books, nameless. See docs/api.md.
   */
  async function eraseAccount(request: FastifyRequest, reply: FastifyReply) {
    const caller = currentUser(request);
    const [user] = await db.select().from(users).where(eq(users.id, caller.id));
    if (!user) throw new HttpProblem(404, 'customerNotFound');
    // The demo's published accounts must stay for every visitor; staff are named by the audit log.
    if (demoAccounts.includes(user.email)) throw new HttpProblem(403, 'demoAccountKept');
    if (user.role === 'admin') throw new HttpProblem(403, 'staffAccountKept');
    await refuseWithOrdersOpen(db, caller.id);
    const password = (request.body as { password?: unknown } | null | undefined)?.password;
    if (typeof password !== 'string') throw validationProblem([{ field: 'password', code: 'required', params: {} }]);
    const refund = await checkOwnPassword(request, password, user.passwordHash, 'password');
    // Nobody knows this password, so nothing could ever log in to the row, whatever its state.
    const unusable = await hasher.hash(randomBytes(32).toString('base64url'));
    const avatar = await writes.write(
      async (tx) => {
        const [current] = await tx.select().from(users).where(eq(users.id, caller.id)).for('update');
        if (!current || current.erasedAt) throw new HttpProblem(404, 'customerNotFound');
        // Again under the lock: an order placed since the first look would lose its address.
        await refuseWithOrdersOpen(tx, caller.id);
        // Mail still waiting for the address is never sent, and the sent ones' copies go: the outbox is no
        // record of the person. The one mail left is the erasure's own, written here with the name it needs.
        await tx.delete(outbox).where(eq(outbox.recipient, current.email));
        await enqueueMail(tx, { to: current.email, locale: current.locale, mail: { kind: 'accountErased', firstname: current.firstname } });
        // The orders stay for the books (lines, totals, dates, status); where they went to is the person's.
        await tx.update(orders).set({ shippingAddress: '' }).where(eq(orders.userId, caller.id));
        // A review is signed and written by the person: it goes, and the wines' ratings follow (computed from the rows).
        const gone = await tx.delete(reviews).where(eq(reviews.userId, caller.id)).returning({ productId: reviews.productId });
        await tx.delete(passwordResets).where(eq(passwordResets.userId, caller.id));
        await tx.delete(loginDevices).where(eq(loginDevices.userId, caller.id));
        await tx.delete(tokens).where(eq(tokens.userId, caller.id));
        const now = new Date();
        await tx
          .update(users)
          .set({ firstname: '', lastname: '', address: '', phone: '', email: erasedEmail(caller.id), avatar: null, passwordHash: unusable, deactivatedAt: now, erasedAt: now })
          .where(eq(users.id, caller.id));
        if (current.avatar) await deleteImageIfUnnamed(tx, current.avatar);
        return { value: current.avatar, changes: [...new Set(gone.map((review) => review.productId))].map((productId) => ({ reviews: productId })) };
      },
      { tokenId: caller.tokenId },
    );
    if (avatar) forgetUploadedImage(db, avatar);
    await refund();
    feed.sessionsChanged([caller.id]);
    return reply.code(204).send();
  }

  return {
    /** Staff on a customer's id deactivate them; the account's owner on their own id erases it (the contract's guard let only these two through). */
    async deleteUser(request, reply) {
      const own = (request.params as { id: number }).id === currentUser(request).id;
      return own ? eraseAccount(request, reply) : deactivate(request, reply);
    },

    async signUp(request, reply) {
      await signupPerClient(request);
      const body = request.body as ProfileFields & { password: string };
      const profile = profileFields(body);
      // A taken email is told at once (the answer says so anyway), without spending a hash on it.
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, profile.email));
      if (taken) throw emailTaken();
      const passwordHash = await hasher.hash(body.password);
      try {
        // The language of the sign-up is the account's: its mail is written in it from now on.
        const locale = negotiatedLocale(request.headers['accept-language']);
        const user = await withWriteLock(db, async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({ ...profile, passwordHash, locale })
            .returning();
          await enqueueMail(tx, { to: created!.email, locale, mail: { kind: 'welcome', firstname: created!.firstname } });
          return created!;
        });
        return reply.code(201).send(profileOf(user));
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    logIn: (request, reply) => logIn(request, reply, 'anyone'),

    logInStaff: (request, reply) => logIn(request, reply, 'staff'),

    async logOut(request, reply) {
      const user = currentUser(request);
      await db.delete(tokens).where(eq(tokens.id, user.tokenId));
      feed.sessionsChanged([user.id]);
      return reply.code(204).send();
    },

    async changePassword(request, reply) {
      // Only the account's owner gets here (`x-own-account`, checked before the body was read).
      const caller = currentUser(request);
      const [user] = await db.select().from(users).where(eq(users.id, caller.id));
      // Their passwords are published for every visitor: a change by one would lock the others out of the demo.
      if (!user || demoAccounts.includes(user.email)) throw new HttpProblem(403, 'demoPasswordFixed');
      const { currentPassword, newPassword } = request.body as { currentPassword: string; newPassword: string };
      const refund = await checkOwnPassword(request, currentPassword, user.passwordHash, 'currentPassword');
      refuseShortStaffPassword(user.role, newPassword, 'newPassword');
      const passwordHash = await hasher.hash(newPassword);
      await withWriteLock(
        db,
        async (tx) => {
          await tx.update(users).set({ passwordHash }).where(eq(users.id, caller.id));
          // Whoever else holds a session of the account, a forgotten device or whoever made the change necessary, is signed out; the caller stays.
          await tx.delete(tokens).where(and(eq(tokens.userId, caller.id), ne(tokens.id, caller.tokenId)));
          await enqueueMail(tx, { to: user.email, locale: user.locale, mail: { kind: 'passwordChanged', firstname: user.firstname, changedAt: new Date().toISOString() } });
        },
        { tokenId: caller.tokenId },
      );
      await refund();
      feed.sessionsChanged([caller.id]);
      return reply.code(204).send();
    },

    async updateProfile(request) {
      const caller = currentUser(request);
      if ((request.params as { id: number }).id !== caller.id) throw new HttpProblem(403, 'ownProfileOnly');
      const { values, files } = await readContractForm(request, validateProfile, { files: ['avatar'], fields: PROFILE_FIELDS, form: 'profile', fileLabel: 'avatar' });
      const avatar = files.avatar;
      const profile = profileFields(values);
      const image = avatar ? await toAvatar(avatar) : null;
      const avatarFile = image ? avatarName(caller.id, image) : null;
      // The image and the row naming it commit together, and the picture it replaces goes in the same commit.
      const saved = await withWriteLock(
        db,
        async (tx) => {
          // Read under the row lock: of two uploads at once, the second replaces (and removes) the first's image.
          const [current] = await tx.select({ avatar: users.avatar, email: users.email }).from(users).where(eq(users.id, caller.id)).for('update');
          // Every visitor logs in to a demo account by its email, and that email is what keeps it a demo account.
          if (current && demoAccounts.includes(current.email) && profile.email !== current.email) {
            throw fieldProblem(403, 'email', 'fixed', 'demoEmailFixed');
          }
          if (avatarFile) await storeUploadedImage(tx, avatarFile, image!);
          const [row] = await tx
            .update(users)
            .set({ ...profile, ...(avatarFile ? { avatar: avatarFile } : {}) })
            .where(eq(users.id, caller.id))
            .returning();
          const replaced = avatarFile ? await dropReplacedImage(tx, current?.avatar, avatarFile) : null;
          return { row, replaced };
        },
        { tokenId: caller.tokenId },
      ).catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
      if (saved.replaced) forgetUploadedImage(db, saved.replaced);
      return { ...profileOf(saved.row!), token: caller.token };
    },
  };
}
