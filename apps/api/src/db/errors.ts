/** The token a write was made with no longer exists (it expired, was revoked, or a reset or a removal took it). */
export class SessionEnded extends Error {
  constructor() {
    super('the session ended before the write');
  }
}

/** PostgreSQL's unique_violation. Errors carry their code as node-postgres raises them or as Drizzle wraps them (in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === '23505';
}

/** PostgreSQL's deadlock_detected: one of the transactions was ended so the others could go on. */
export function isDeadlock(error: unknown): boolean {
  return codeOf(error) === '40P01';
}

/** The constraint (or unique index) a violation names, as node-postgres and PGlite report it. */
export function violatedConstraint(error: unknown): string | undefined {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e.constraint ?? e.cause?.constraint;
}

function codeOf(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
}

/** refuse_short_order()'s code (migration 0004): an order line asked for more bottles than remain. */
export function isShortOfStock(error: unknown): boolean {
  return codeOf(error) === 'C0409';
}

/** PostgreSQL's foreign_key_violation: a row names one that does not exist (or is still named by others). */
export function isForeignKeyViolation(error: unknown): boolean {
  return codeOf(error) === '23503';
}
