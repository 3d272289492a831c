import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { DEMO_ADMIN } from '../db/seed';
import { startTestServer, type TestServer } from '../testing/test-server';

// The race is timing-dependent (an independent review saw it land in 10 of 12 rounds), so it is run many times.
const ROUNDS = 12;
const WINE = 2;

let server: TestServer;
let lead: string;
beforeAll(async () => {
  server = await startTestServer();
  lead = (await server.client().POST('/tokens/admin', { body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).data!.token;
});
afterAll(() => server?.close());

async function appoint(name: string): Promise<{ id: number; email: string; password: string }> {
  const member = { firstname: name, lastname: 'Staff', email: `${name.toLowerCase()}-${Date.now()}@thecellar.example`, password: 'a-long-staff-password' };
  const { data, response } = await server.client(lead).POST('/admins', { body: member });
  if (!data) throw new Error(`appointing ${name} failed with ${response.status}`);
  return { id: data.id, email: member.email, password: member.password };
}

describe('a member of staff removed while their own writes are in flight', () => {
  it('lets none of their writes land after the removal: each is either before it in the audit log, or refused', async () => {
    const outcomes = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const [removed, other] = await Promise.all([appoint('Bea'), appoint('Ciro')]);
      const token = (await server.client().POST('/tokens/admin', { body: { email: removed.email, password: removed.password } })).data!.token;
      const [removal, theirRemoval, theirEdit] = await Promise.all([
        server.client(lead).DELETE('/admins/{id}', { params: { path: { id: removed.id } } }),
        server.client(token).DELETE('/admins/{id}', { params: { path: { id: other.id } } }),
        server.client(token).PATCH('/products/{id}', { params: { path: { id: WINE } }, body: { slogan: `Round ${round}` } }),
      ]);
      expect(removal.response.status).toBe(204);
      const rows = await server.db
        .select({ id: auditLog.id, staffId: auditLog.staffId, action: auditLog.action, entityId: auditLog.entityId })
        .from(auditLog)
        .where(and(inArray(auditLog.staffId, [removed.id]), inArray(auditLog.action, ['staff.remove', 'product.update'])));
      const [removalRow] = await server.db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.action, 'staff.remove'), eq(auditLog.entityId, removed.id)));
      outcomes.push({
        round,
        // Every write of theirs that landed came before their removal.
        landedAfterRemoval: rows.filter((row) => row.id > removalRow!.id).map((row) => row.action),
        // A write that did not land was told the session is over, not a 5xx.
        refusals: [theirRemoval.response.status, theirEdit.response.status].filter((status) => status >= 300 && status !== 401),
      });
    }
    expect(outcomes).toEqual(outcomes.map(({ round }) => ({ round, landedAfterRemoval: [], refusals: [] })));
  }, 60_000);
});
