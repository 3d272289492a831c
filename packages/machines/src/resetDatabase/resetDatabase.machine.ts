import { fromPromise, setup } from 'xstate';
import { TOAST_DURATION_MS } from '../messages';
import type { ShopStore } from '../store/shopStore';
import type { PageState } from '../types';

export interface ResetDatabaseInput {
  store: ShopStore;
}

export interface ResetDatabaseContext {
  store: ShopStore;
  /** The persisted page flags as they were when the machine started. */
  pageAtStart: PageState;
}

export type ResetDatabaseEvent = { type: 'RESET' } | { type: 'CLOSE' } | { type: 'TOAST.CLOSE' };

/**
 * Welcome modal and database toast (spec section 2 Home, section 4). The modal shows while the
 * persisted `page.resetDB` is true. 'Reset data base' (RESET) calls the reset endpoint; whether it
 * succeeds or fails, the modal closes, resetDB goes off and databaseToast on; the toast
 * ('Database' / 'Database has been reset successfully!') hides after 3000 ms and databaseToast goes
 * back off. 'Close' (CLOSE) only closes, so the modal returns on the next visit.
 *
 * Provide: actor `resetDatabase`: `fromPromise<void, void>` calling GET /resetdb. The default rejects.
 */
export const resetDatabaseMachine = setup({
  types: {
    input: {} as ResetDatabaseInput,
    context: {} as ResetDatabaseContext,
    events: {} as ResetDatabaseEvent,
  },
  actors: {
    resetDatabase: fromPromise<void, void>(() => Promise.reject(new Error('resetDatabase actor not provided'))),
  },
  actions: {
    showToast: ({ context }) => context.store.trigger.pageChanged({ resetDB: false, databaseToast: true }),
    hideToast: ({ context }) => context.store.trigger.pageChanged({ databaseToast: false }),
  },
  guards: {
    toastStillShowing: ({ context }) => context.pageAtStart.databaseToast,
    resetStillOffered: ({ context }) => context.pageAtStart.resetDB,
  },
}).createMachine({
  id: 'resetDatabase',
  context: ({ input }) => ({ store: input.store, pageAtStart: input.store.getSnapshot().context.page }),
  initial: 'starting',
  states: {
    starting: {
      // A reload during the toast left databaseToast on: let it run out instead of sticking.
      always: [{ guard: 'toastStillShowing', target: 'toast' }, { guard: 'resetStillOffered', target: 'open' }, { target: 'closed' }],
    },
    open: {
      on: {
        RESET: 'resetting',
        CLOSE: 'closed',
      },
    },
    resetting: {
      invoke: {
        id: 'resetDatabase',
        src: 'resetDatabase',
        // The original carries on even when the call fails; the demo data is then simply not fresh.
        onDone: { target: 'toast', actions: 'showToast' },
        onError: { target: 'toast', actions: 'showToast' },
      },
    },
    toast: {
      after: { [TOAST_DURATION_MS]: { target: 'closed', actions: 'hideToast' } },
      on: { 'TOAST.CLOSE': { target: 'closed', actions: 'hideToast' } },
    },
    closed: { type: 'final' },
  },
});
