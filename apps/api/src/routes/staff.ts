import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PasswordHasher } from '../auth/password';
import { appointStaff, StaffError } from '../auth/staff';
import { currentUser } from '../auth/tokens';
import type { ChangeFeed } from '../cache/change-feed';
import type { Database, Queryable } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { withWriteLock } from '../db/locks';
import { tokens, users } from '../db/schema';
import { DEFAULT_AVATAR } from '../db/image-names';
import { compileFormSchema, type Handlers, type OpenApiDocument } from '../http/contract';
import { readContractForm, type FormShape } from '../http/multipart-form';
import { fieldProblem, HttpProblem, nothingToChange } from '../http/problem';
import { avatarName, toAvatar } from '../images/files';
import { dropReplacedImage, forgetUploadedImage, storeUploadedImage } from '../images/store';
import { recordAudit } from '../staff/audit';
import { keysetPage, sortName, textMatches, type Ordering } from '../staff/pages';

type UserRow = typeof users.$inferSelect;

const emailTaken = () => fieldProblem(409, 'email', 'taken', 'staffEmailTaken');
/** Staff who can still log in: removed staff keep their row (the audit log names them) but are deactivated. */
const activeStaff = and(eq(users.role, 'admin'), isNull(users.deactivatedAt));

type StaffChanges = { firstname?: string; lastname?: string; email?: string; password?: string };
const STAFF_FIELDS = ['firstname', 'lastname', 'email', 'password'] as const;
/** The original admin dashboard's edit-admin form: the same fields, and an avatar file. */
const STAFF_FORM: FormShape<'avatar'> = { files: ['avatar'], fields: STAFF_FIELDS, form: 'staff', fileLabel: 'avatar', emptyIsLeftOut: true };

function staffMemberOf(user: UserRow) {
  return { id: user.id, firstname: user.firstname, lastname: user.lastname, email: user.email, avatar: user.avatar ?? DEFAULT_AVATAR, createdAt: user.createdAt.toISOString() };
}

const STAFF_SORTS: Record<string, Ordering<{ user: UserRow; sortName: string }>> = {
  name: { key: sortName, keyKind: 'text', id: users.id, descending: false, keyOf: (row) => row.sortName, idOf: (row) => row.user.id },
  email: { key: users.email, keyKind: 'text', id: users.id, descending: false, keyOf: (row) => row.user.email, idOf: (row) => row.user.id },
  newest: { key: users.id, keyKind: 'int4', id: users.id, descending: true, keyOf: (row) => row.user.id, idOf: (row) => row.user.id },
};

async function staffRow(db: Queryable, id: number, lock = false): Promise<UserRow> {
  const select = db.select().from(users).where(and(eq(users.id, id), activeStaff));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw new HttpProblem(404, 'staffNotFound');
  return row;
}

export function staffHandlers(db: Database, feed: ChangeFeed, hasher: PasswordHasher, contract: OpenApiDocument): Handlers {
  const staffId = (request: FastifyRequest) => (request.params as { id: number }).id;
  const validateForm = compileFormSchema(contract, 'StaffMemberUpdateForm');

  /** The JSON's changes, or the original dashboard's form with an avatar (re-encoded as a customer's is). */
  async function staffInput(request: FastifyRequest, id: number): Promise<{ body: StaffChanges; avatar: { name: string; image: Buffer } | null }> {
    if (!request.isMultipart()) return { body: request.body as StaffChanges, avatar: null };
    const { values, files } = await readContractForm(request, validateForm, STAFF_FORM);
    const image = files.avatar ? await toAvatar(files.avatar) : null;
    return { body: values as StaffChanges, avatar: image ? { name: avatarName(id, image), image } : null };
  }
  return {
    async listStaff(request, reply) {
      const query = request.query as { q?: string; sort: string; limit: number; cursor?: string };
      return (
        await keysetPage(
          request,
          reply,
          query,
          STAFF_SORTS[query.sort]!,
          and(activeStaff, textMatches(query.q, [users.firstname, users.lastname, users.email])),
          (where, orderBy, limit) => db.select({ user: users, sortName }).from(users).where(where).orderBy(...orderBy).limit(limit),
          async (where) => (await db.select({ n: count() }).from(users).where(where))[0]!.n,
        )
      ).map(({ user }) => staffMemberOf(user));
    },

    async createStaff(request, reply) {
      const caller = currentUser(request);
      const body = request.body as { firstname: string; lastname: string; email: string; password: string };
      // Hashed before the transaction, so no lock waits on it.
      const passwordHash = await hasher.hash(body.password);
      const created = await withWriteLock(
        db,
        async (tx) => {
          const { id } = await appointStaff(tx, { ...body, password: async () => body.password }, { hash: async () => passwordHash });
          const row = await staffRow(tx, id);
          await recordAudit(tx, { staffId: caller.id, action: 'staff.create', entity: 'staff', entityId: id, before: null, after: row });
          return row;
        },
        { tokenId: caller.tokenId },
      ).catch((error: unknown) => {
        if (isUniqueViolation(error) || (error instanceof StaffError && error.kind === 'taken')) throw emailTaken();
        if (error instanceof StaffError && error.problem) throw new HttpProblem(400, error.problem.code, error.problem.params);
        throw error;
      });
      return reply.code(201).send(staffMemberOf(created));
    },

    async getStaff(request) {
      return staffMemberOf(await staffRow(db, staffId(request)));
    },

    async updateStaff(request) {
      const caller = currentUser(request);
      const id = staffId(request);
      const { body, avatar } = await staffInput(request, id);
      if (!avatar && !STAFF_FIELDS.some((field) => field in body)) throw nothingToChange([...STAFF_FIELDS, 'avatar']);
      const changes: Partial<Pick<UserRow, 'firstname' | 'lastname' | 'email' | 'passwordHash' | 'avatar'>> = {};
      if (body.firstname !== undefined) changes.firstname = body.firstname.trim();
      if (body.lastname !== undefined) changes.lastname = body.lastname.trim();
      if (body.email !== undefined) changes.email = body.email.trim().toLowerCase();
      if (body.password !== undefined) changes.passwordHash = await hasher.hash(body.password);
      if (avatar) changes.avatar = avatar.name;
      const { updated, replaced } = await withWriteLock(
        db,
        async (tx) => {
          const before = await staffRow(tx, id, true);
          if (avatar) await storeUploadedImage(tx, avatar.name, avatar.image);
          const [after] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
          const replaced = avatar ? await dropReplacedImage(tx, before.avatar, avatar.name) : null;
          // A new password ends the member's other sessions (the caller's own, changing their own, stays).
          if (changes.passwordHash) await tx.delete(tokens).where(and(eq(tokens.userId, id), ne(tokens.id, caller.tokenId)));
          await recordAudit(tx, { staffId: caller.id, action: 'staff.update', entity: 'staff', entityId: id, before, after });
          return { updated: after!, replaced };
        },
        { tokenId: caller.tokenId },
      ).catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
      if (replaced) forgetUploadedImage(db, replaced);
      feed.sessionsChanged([id]);
      return staffMemberOf(updated);
    },

    async removeStaff(request, reply) {
      const caller = currentUser(request);
      const id = staffId(request);
      if (id === caller.id) throw new HttpProblem(409, 'cannotRemoveSelf');
      await withWriteLock(
        db,
        async (tx) => {
          // Removals run one at a time (removesStaff), and the caller's token was checked under that lock:
          // a removal of the caller that committed first has ended this request before now. Every active
          // member's row is still locked, in id order, against a member appointed meanwhile.
          const everyone = await tx.select({ id: users.id }).from(users).where(activeStaff).orderBy(users.id).for('update');
          const before = await staffRow(tx, id);
          if (!everyone.some((member) => member.id !== id)) throw new HttpProblem(409, 'lastStaff');
          const [after] = await tx.update(users).set({ role: 'customer', deactivatedAt: new Date() }).where(eq(users.id, id)).returning();
          await tx.delete(tokens).where(eq(tokens.userId, id));
          await recordAudit(tx, { staffId: caller.id, action: 'staff.remove', entity: 'staff', entityId: id, before, after });
        },
        { tokenId: caller.tokenId, removesStaff: true },
      );
      feed.sessionsChanged([id]);
      return reply.code(204).send();
    },
  };
}
