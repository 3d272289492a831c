import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createShopStore } from '../store/shopStore';
import type { PageState } from '../types';
import { createMemoryStorage } from '../store/memoryStorage';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import { resetDatabaseMachine, WELCOME_CLOSED_KEY } from './resetDatabase.machine';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function scenario(page: Partial<PageState>, { closedThisSession = false } = {}) {
  return () => {
    const store = createShopStore({ storage: createMemoryStorage() });
    store.trigger.pageChanged(page);
    const sessionStorage = createMemoryStorage(closedThisSession ? { [WELCOME_CLOSED_KEY]: 'true' } : {});
    return { input: { store, sessionStorage }, store, sessionStorage, calls: createPendingCalls() };
  };
}

it('reset database: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'resetDatabase',
    machine: resetDatabaseMachine,
    implement: (machine, { calls }) => machine.provide({ actors: { resetDatabase: calls.logic<void, void>() } }),
    scenarios: {
      firstVisit: scenario({}),
      closedEarlierThisSession: scenario({}, { closedThisSession: true }),
      alreadyReset: scenario({ resetDB: false }),
      reloadedDuringToast: scenario({ resetDB: false, databaseToast: true }),
    },
    events: [
      { type: 'RESET' },
      { type: 'CLOSE' },
      { type: 'TOAST.CLOSE' },
      { type: 'xstate.done.actor.resetDatabase' },
      { type: 'xstate.error.actor.resetDatabase', error: new Error('Service unavailable') },
    ],
    states: {
      open: (_s, { store, calls }) => {
        expect(store.getSnapshot().context.page).toMatchObject({ resetDB: true, databaseToast: false });
        expect(calls.made).toEqual([]);
      },
      resetting: (_s, { store, calls }) => {
        expect(calls.isPending('resetDatabase')).toBe(true);
        expect(store.getSnapshot().context.page.resetDB).toBe(true);
      },
      toast: (_s, { store }) => expect(store.getSnapshot().context.page).toMatchObject({ resetDB: false, databaseToast: true }),
      closed: (_s, { store, sessionStorage }) => {
        const { page } = store.getSnapshot().context;
        expect(page.databaseToast).toBe(false);
        // Closed without a reset: the browser session remembers it, so / does not ask again.
        if (page.resetDB) expect(sessionStorage.getItem(WELCOME_CLOSED_KEY)).toBe('true');
      },
    },
  });
});
