import type { ProblemCode } from '@cellar/api-client';
import type { ProblemParams } from '@cellar/i18n';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from './password';

/** Staff passwords open the back office, so they are held to more than a customer's 8 characters. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

export interface NewStaff {
  email: string;
  firstname: string;
  lastname: string;
  /** Asked for only when an account is to be created. */
  password: () => Promise<string>;
  /** Makes an existing account staff instead of refusing it (its password stays). */
  promote?: boolean;
}

export class StaffError extends Error {
  /**
   * `taken`: the email already has an account; `invalid`: a rule of the fields is broken. `problem`: the
   * refusal by code, for a rule the back office's request can break too (the command line says `message`).
   */
  constructor(
    message: string,
    readonly kind: 'invalid' | 'taken' = 'invalid',
    readonly problem: { code: ProblemCode; params?: ProblemParams } | null = null,
  ) {
    super(message);
  }
}

export interface AppointOptions {
  /** How the password is hashed: the server's bounded hasher, or directly (the command line). */
  hash?: (password: string) => Promise<string>;
}

/**
 * Appoints a member of staff: outside demo mode, the first one comes from the command line (whoever can
 * run it can already reach the database), later ones from a member of staff in the back office.
 */
export async function appointStaff(db: Queryable, staff: NewStaff, { hash = hashPassword }: AppointOptions = {}): Promise<{ id: number; created: boolean }> {
  const email = staff.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new StaffError(`"${staff.email}" is not an email address.`, 'invalid', { code: 'staffEmailInvalid', params: { email: staff.email } });
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    if (!staff.promote) throw new StaffError(`${email} already has an account. Run again with --promote to make it staff.`, 'taken');
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const password = await staff.password();
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) throw new StaffError(`The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`, 'invalid', { code: 'staffPasswordTooShort', params: { limit: STAFF_PASSWORD_MIN_LENGTH } });
  const firstname = staff.firstname.trim();
  const lastname = staff.lastname.trim();
  if (!firstname || !lastname) throw new StaffError('Give the first and last name (--firstname, --lastname).', 'invalid', { code: 'staffNameRequired' });
  const [row] = await db
    .insert(users)
    .values({ email, firstname, lastname, address: '', phone: '', role: 'admin', passwordHash: await hash(password) })
    .returning({ id: users.id });
  return { id: row!.id, created: true };
}
