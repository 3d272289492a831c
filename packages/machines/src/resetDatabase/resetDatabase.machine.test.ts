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
  const sessionStorage = createMemoryStorage();
  const store = createShopStore({ storage });
  const calls = createPendingCalls();
  const actor = createActor(resetDatabaseMachine.provide({ actors: { resetDatabase: calls.logic<void, void>() } }), {
    input: { store, sessionStorage },
  }).start();
  const page = () => store.getSnapshot().context.page;
  /** The modal as the next visit to / in this browser session (same storages), or in a new session (its sessionStorage empty). */
  const nextVisit = ({ newSession = false } = {}) =>
    createActor(resetDatabaseMachine, {
      input: { store: createShopStore({ storage }), sessionStorage: newSession ? createMemoryStorage() : sessionStorage },
    }).start();
  return { actor, store, storage, calls, page, nextVisit };
}

describe('reset database modal', () => {
  it('opens on a first visit', () => {
    expect(start().actor.getSnapshot().matches('open')).toBe(true);
  });

  it('is never offered outside demo mode, where the server has no reset', () => {
    const store = createShopStore({ storage: createMemoryStorage() });
    const actor = createActor(resetDatabaseMachine, { input: { store, sessionStorage: createMemoryStorage(), demoMode: false } }).start();
    expect(store.getSnapshot().context.page.resetDB).toBe(true);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
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

  it('Close makes no call and keeps the modal closed for the rest of the browser session, but not the next one', () => {
    const { actor, calls, page, nextVisit } = start();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(calls.made).toEqual([]);
    expect(page().resetDB).toBe(true);
    expect(nextVisit().getSnapshot().matches('closed')).toBe(true);
    expect(nextVisit().getSnapshot().matches('closed')).toBe(true);
    expect(nextVisit({ newSession: true }).getSnapshot().matches('open')).toBe(true);
  });

  it('after a reset the modal stays closed, in this browser session and later ones', async () => {
    const { actor, calls, nextVisit } = start();
    actor.send({ type: 'RESET' });
    await calls.resolve('resetDatabase');
    await vi.advanceTimersByTimeAsync(3000);
    expect(nextVisit().getSnapshot().matches('closed')).toBe(true);
    expect(nextVisit({ newSession: true }).getSnapshot().matches('closed')).toBe(true);
  });

  it('still opens, and closes, when the browser refuses session storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    const actor = createActor(resetDatabaseMachine, { input: { store: createShopStore({ storage: createMemoryStorage() }), sessionStorage: refusing } }).start();
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
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
