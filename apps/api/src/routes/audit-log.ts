import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog, users } from '../db/schema';
import type { Handlers } from '../http/contract';
import type { AuditEntity } from '../staff/audit';
import { keysetPage, type Ordering } from '../staff/pages';

interface AuditQuery {
  entity?: AuditEntity;
  entityId?: number;
  staff?: number;
  limit: number;
  cursor?: string;
}

const columns = {
  id: auditLog.id,
  staff: { id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email },
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
};

const NEWEST_FIRST: Ordering<{ id: number }> = { key: auditLog.id, keyKind: 'int4', id: auditLog.id, descending: true, keyOf: (row) => row.id, idOf: (row) => row.id };

export function auditLogHandlers(db: Database): Handlers {
  return {
    async listAuditLog(request, reply) {
      const query = request.query as AuditQuery;
      const filters = and(
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
        query.entityId === undefined ? undefined : eq(auditLog.entityId, query.entityId),
        query.staff === undefined ? undefined : eq(auditLog.staffId, query.staff),
      );
      const rows = await keysetPage(
        request,
        reply,
        { ...query, sort: 'newest' },
        NEWEST_FIRST,
        filters,
        (where, orderBy, limit) => db.select(columns).from(auditLog).innerJoin(users, eq(users.id, auditLog.staffId)).where(where).orderBy(...orderBy).limit(limit),
        async (where) => (await db.select({ n: count() }).from(auditLog).where(where))[0]!.n,
      );
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
