/** PostgreSQL's unique_violation, as node-postgres raises it or as Drizzle wraps it (in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}
