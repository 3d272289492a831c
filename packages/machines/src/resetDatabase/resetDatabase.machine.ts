import { fromPromise, setup } from 'xstate';
import { TOAST_DURATION_MS } from '../messages';
import type { ShopStore } from '../store/shopStore';
import type { PageState, StorageLike } from '../types';
import { closedEarlier, WELCOME_CLOSED_KEY, welcomeOffered } from './welcome';

export { WELCOME_CLOSED_KEY } from './welcome';

export interface ResetDatabaseInput {
  store: ShopStore;
  /** Storage that lasts as long as the browser session (`sessionStorage`); without it, Close lasts until the next visit only. */
  sessionStorage?: StorageLike;
  /** Whether the server resets its database on request (its DEMO_MODE); outside demo mode nothing is offered. */
  demoMode?: boolean;
}

export interface ResetDatabaseContext {
  store: ShopStore;
  sessionStorage: StorageLike | undefined;
  /** The persisted page flags as they were when the machine started. */
  pageAtStart: PageState;
  /** The modal was closed earlier in this browser session. */
  closedThisSession: boolean;
  demoMode: boolean;
}

export type ResetDatabaseEvent = { type: 'RESET' } | { type: 'CLOSE' } | { type: 'TOAST.CLOSE' };

/**
 * Welcome modal and database toast (spec section 2 Home, section 4). The modal shows while the
 * persisted `page.resetDB` is true. 'Reset data base' (RESET) calls the reset endpoint; whether it
 * succeeds or fails, the modal closes, resetDB goes off and databaseToast on; the toast
 * ('Database' / 'Database has been reset successfully!') hides after 3000 ms and databaseToast goes
 * back off. 'Close' (CLOSE) leaves resetDB as it is, so the modal returns in a later browser
 * session, but remembers the close in `sessionStorage`: the original brought it back on every
 * visit to / (after a login, after an order), which this shop does not.
 *
 * Outside demo mode (input `demoMode: false`) the server has no reset, so the modal is never offered.
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
    rememberClosed: ({ context }) => {
      try {
        context.sessionStorage?.setItem(WELCOME_CLOSED_KEY, 'true');
      } catch {
        // Storage refused (private mode, quota): the modal is simply offered again on the next visit.
      }
    },
  },
  guards: {
    toastStillShowing: ({ context }) => context.pageAtStart.databaseToast,
    resetStillOffered: ({ context }) => context.demoMode && welcomeOffered(context.pageAtStart, context.closedThisSession),
  },
}).createMachine({
  id: 'resetDatabase',
  context: ({ input }) => ({
    store: input.store,
    sessionStorage: input.sessionStorage,
    pageAtStart: input.store.getSnapshot().context.page,
    closedThisSession: closedEarlier(input.sessionStorage),
    demoMode: input.demoMode ?? true,
  }),
  initial: 'starting',
  states: {
    starting: {
      // A reload during the toast left databaseToast on: let it run out instead of sticking.
      always: [{ guard: 'toastStillShowing', target: 'toast' }, { guard: 'resetStillOffered', target: 'open' }, { target: 'closed' }],
    },
    open: {
      on: {
        RESET: 'resetting',
        CLOSE: { target: 'closed', actions: 'rememberClosed' },
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
