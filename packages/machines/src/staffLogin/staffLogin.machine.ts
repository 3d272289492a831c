import { assign, fromPromise, setup } from 'xstate';
import type { Credentials, Said, SessionUser } from '../types';
import { loginProblem } from './loginProblem';

export interface StaffLoginContext {
  /** Why the last attempt failed; null before the first and while one is on its way. */
  problem: Said | null;
}

export type StaffLoginEvent = { type: 'LOGIN'; credentials: Credentials };

/**
 * The back office's login form: `editing`, `loggingIn`, then `loggedIn` (final). LOGIN sends the
 * credentials; while they are on their way another LOGIN (a second click, Enter pressed twice) is not
 * heard, so one request goes. A refusal goes back to `editing` with a readable `problem`
 * (`loginProblem`: wrong password, too many attempts, server busy, no connection).
 *
 * Not the shop's `sessionMachine`: that one keeps the shopper in the shop's persisted store and carries
 * signup, profile and logout; the back office keeps its member of staff in a store of its own
 * (sessionStorage), which `signedIn` writes.
 *
 * Provide: actor `login`: `fromPromise<SessionUser, Credentials>` (POST /tokens/admin, rejecting with
 * the API client's ApiError) and action `signedIn` (params `SessionUser`), a no-op by default.
 */
export const staffLoginMachine = setup({
  types: {
    context: {} as StaffLoginContext,
    events: {} as StaffLoginEvent,
  },
  actors: {
    login: fromPromise<SessionUser, Credentials>(() => Promise.reject(new Error('login actor not provided'))),
  },
  actions: {
    signedIn: (_, _staff: SessionUser) => undefined,
    clearProblem: assign({ problem: null }),
    setProblem: assign({ problem: (_, problem: Said) => problem }),
  },
}).createMachine({
  id: 'staffLogin',
  context: { problem: null },
  initial: 'editing',
  states: {
    editing: {
      on: { LOGIN: { target: 'loggingIn', actions: 'clearProblem' } },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        // LOGIN, the machine's one event, is what led here.
        input: ({ event }) => event.credentials,
        onDone: { target: 'loggedIn', actions: { type: 'signedIn', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'setProblem', params: ({ event }) => loginProblem(event.error) } },
      },
    },
    loggedIn: { type: 'final' },
  },
});
