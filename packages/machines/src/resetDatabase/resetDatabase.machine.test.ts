import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createShopStore } from '../store/shopStore';
import { createMemoryStorage } from '../store/memoryStorage';
import { createPendingCalls } from '../testing/pendingCalls';
import { resetDatabaseMachine } from './resetDatabase.machine';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function start() {
  const storage = createMemoryStorage();
  const store = createShopStore({ storage });
  const calls = createPendingCalls();
  const actor = createActor(resetDatabaseMachine.provide({ actors: { resetDatabase: calls.logic<void, void>() } }), {
    input: { store },
  }).start();
  const page = () => store.getSnapshot().context.page;
  return { actor, store, storage, calls, page };
}

describe('reset database modal', () => {
  it('opens on a first visit', () => {
    expect(start().actor.getSnapshot().matches('open')).toBe(true);
  });

  it.each([
    ['succeeds', (calls: ReturnType<typeof createPendingCalls>) => calls.resolve('resetDatabase')],
    ['fails', (calls: ReturnType<typeof createPendingCalls>) => calls.reject('resetDatabase', new Error('down'))],
  ])('when the reset call %s: closes, turns resetDB off, shows the toast for 3000 ms', async (_label, settle) => {
    const { actor, calls, page } = start();
    actor.send({ type: 'RESET' });
    expect(calls.made.map((call) => call.id)).toEqual(['resetDatabase']);
    expect(actor.getSnapshot().matches('resetting')).toBe(true);

    await settle(calls);
    expect(page()).toMatchObject({ resetDB: false, databaseToast: true });

    await vi.advanceTimersByTimeAsync(2999);
    expect(page().databaseToast).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(page().databaseToast).toBe(false);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('Close only closes: no call, and the modal comes back on the next visit', () => {
    const { actor, calls, storage } = start();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(calls.made).toEqual([]);
    const nextVisit = createActor(resetDatabaseMachine, { input: { store: createShopStore({ storage }) } }).start();
    expect(nextVisit.getSnapshot().matches('open')).toBe(true);
  });

  it('ignores a second RESET while the call runs', () => {
    const { actor, calls } = start();
    actor.send({ type: 'RESET' });
    actor.send({ type: 'RESET' });
    expect(calls.made).toHaveLength(1);
  });

  it('lets a toast left on by a reload run out', async () => {
    const storage = createMemoryStorage();
    createShopStore({ storage }).trigger.pageChanged({ resetDB: false, databaseToast: true });
    const store = createShopStore({ storage });
    const actor = createActor(resetDatabaseMachine, { input: { store } }).start();
    expect(actor.getSnapshot().matches('toast')).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.getSnapshot().context.page.databaseToast).toBe(false);
  });
});
