import type { components } from '@cellar/api-client';
import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema';
import { wellFormed } from '../db/well-formed';

export type AuditEntity = components['schemas']['AuditEntity'];

export interface AuditRecord {
  staffId: number;
  /** What was done, `{entity}.{verb}`: product.create, order.status, stock.adjust, ... */
  action: string;
  entity: AuditEntity;
  entityId: number | null;
  before: unknown;
  after: unknown;
}

/** Keys that never go into the log: whoever reads it must not learn a password's hash. */
const SECRET = new Set(['passwordHash', 'password']);

function loggable(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const replacer = (key: string, inner: unknown) => (SECRET.has(key) ? undefined : typeof inner === 'string' ? wellFormed(inner) : inner);
  return JSON.parse(JSON.stringify(value, replacer)) as unknown;
}

/** Writes a staff change to the audit log, in the transaction of the change itself, so neither lands without the other. */
export async function recordAudit(tx: Queryable, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({ ...record, before: loggable(record.before), after: loggable(record.after) });
}
