import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { PASSWORDS_DONT_MATCH, PROFILE_UPDATED_TOAST, problemMessage } from '../messages';
import type { ShopStore } from '../store/shopStore';
import type { Credentials, ProfileChanges, SessionUser, SignupForm, SignupPayload, ToastContent } from '../types';

export interface SessionInput {
  store: ShopStore;
}

export interface SessionContext {
  store: ShopStore;
  /** The logged-in user; this machine writes every change through to the store. */
  user: SessionUser | null;
  /** The signup form's fields; cleared once a submit is refused or answered. */
  signup: SignupForm;
  /** Why the last login, signup or profile update failed; null otherwise. */
  problem: string | null;
}

export type SessionEvent =
  | { type: 'LOGIN'; credentials: Credentials }
  | { type: 'LOGOUT' }
  | { type: 'SIGNUP.CHANGE'; field: keyof SignupForm; value: string }
  | { type: 'SIGNUP.SUBMIT' }
  | { type: 'PROFILE.SAVE'; changes: ProfileChanges };

export interface ProfileUpdate {
  userId: number;
  token: string;
  changes: ProfileChanges;
}

export const EMPTY_SIGNUP_FORM: SignupForm = {
  firstname: '',
  lastname: '',
  address: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/**
 * Session (spec sections 2 Login/Signup/Profile, 4 User, 5 Signup). Login stores the returned user
 * and goes to /. Logout revokes the token, clears the user (also if revoking fails) and goes to /.
 * Signup needs matching passwords ('Passwords don't match. Try again!'), clears the form after
 * every submit and goes to /login on success. A profile update replaces the stored user with the
 * returned one and shows the toast 'Updated Profile' / 'Your profile changes were saved!'.
 * Failures set `problem` to the server's reason.
 *
 * Provide actors (all default to rejecting):
 * - `login`: `fromPromise<SessionUser, Credentials>` (POST /tokens/user)
 * - `logout`: `fromPromise<void, { token: string | null }>` (revokes the token; null: nothing to revoke)
 * - `signup`: `fromPromise<void, SignupPayload>` (POST /users)
 * - `updateProfile`: `fromPromise<SessionUser, ProfileUpdate>` (PATCH /users/{id} with the bearer token, multipart)
 * and actions `navigate` (params `{ to: string }`) and `notify` (params `ToastContent`), no-ops by default.
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    login: fromPromise<SessionUser, Credentials>(() => Promise.reject(new Error('login actor not provided'))),
    logout: fromPromise<void, { token: string | null }>(() => Promise.reject(new Error('logout actor not provided'))),
    signup: fromPromise<void, SignupPayload>(() => Promise.reject(new Error('signup actor not provided'))),
    updateProfile: fromPromise<SessionUser, ProfileUpdate>(() =>
      Promise.reject(new Error('updateProfile actor not provided')),
    ),
  },
  actions: {
    navigate: (_, _params: { to: string }) => undefined,
    notify: (_, _params: ToastContent) => undefined,
    rememberUser: assign({ user: (_, user: SessionUser) => user }),
    saveUser: ({ context }, user: SessionUser) => context.store.trigger.userSet({ user }),
    forgetUser: assign({ user: null }),
    clearSavedUser: ({ context }) => context.store.trigger.loggedOut(),
    clearProblem: assign({ problem: null }),
    setProblem: assign({ problem: (_, message: string) => message }),
    editSignup: assign({
      signup: ({ context, event }) => (event.type === 'SIGNUP.CHANGE' ? { ...context.signup, [event.field]: event.value } : context.signup),
    }),
    clearSignup: assign({ signup: EMPTY_SIGNUP_FORM }),
    refuseSignup: assign({ signup: EMPTY_SIGNUP_FORM, problem: PASSWORDS_DONT_MATCH }),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    passwordsDiffer: ({ context }) => context.signup.password !== context.signup.confirmPassword,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ store: input.store, user: input.store.getSnapshot().context.user, signup: EMPTY_SIGNUP_FORM, problem: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasUser', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        LOGIN: { target: 'loggingIn', actions: 'clearProblem' },
        'SIGNUP.CHANGE': { actions: 'editSignup' },
        'SIGNUP.SUBMIT': [{ guard: 'passwordsDiffer', actions: 'refuseSignup' }, { target: 'signingUp', actions: 'clearProblem' }],
      },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'LOGIN');
          return event.credentials;
        },
        onDone: {
          target: 'loggedIn',
          actions: [
            { type: 'rememberUser', params: ({ event }) => event.output },
            { type: 'saveUser', params: ({ event }) => event.output },
            { type: 'navigate', params: { to: '/' } },
          ],
        },
        onError: { target: 'loggedOut', actions: { type: 'setProblem', params: ({ event }) => problemMessage(event.error) } },
      },
    },
    signingUp: {
      invoke: {
        id: 'signup',
        src: 'signup',
        input: ({ context }): SignupPayload => {
          const { confirmPassword: _confirmPassword, ...payload } = context.signup;
          return payload;
        },
        onDone: { target: 'loggedOut', actions: ['clearSignup', { type: 'navigate', params: { to: '/login' } }] },
        onError: {
          target: 'loggedOut',
          actions: ['clearSignup', { type: 'setProblem', params: ({ event }) => problemMessage(event.error) }],
        },
      },
    },
    loggedIn: {
      on: {
        LOGOUT: { target: 'loggingOut', actions: 'clearProblem' },
        'PROFILE.SAVE': { guard: 'hasUser', target: 'savingProfile', actions: 'clearProblem' },
      },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.user?.token ?? null }),
        // Revoking is the server's half; the shopper is logged out here either way.
        onDone: { target: 'loggedOut', actions: ['forgetUser', 'clearSavedUser', { type: 'navigate', params: { to: '/' } }] },
        onError: { target: 'loggedOut', actions: ['forgetUser', 'clearSavedUser', { type: 'navigate', params: { to: '/' } }] },
      },
    },
    savingProfile: {
      invoke: {
        id: 'updateProfile',
        src: 'updateProfile',
        input: ({ context, event }) => {
          assertEvent(event, 'PROFILE.SAVE');
          const { user } = context;
          // PROFILE.SAVE is guarded by hasUser, so this only fires if that guard is removed.
          if (!user) throw new Error('No logged-in user to update');
          return { userId: user.id, token: user.token, changes: event.changes };
        },
        onDone: {
          target: 'loggedIn',
          actions: [
            { type: 'rememberUser', params: ({ event }) => event.output },
            { type: 'saveUser', params: ({ event }) => event.output },
            { type: 'notify', params: PROFILE_UPDATED_TOAST },
          ],
        },
        onError: { target: 'loggedIn', actions: { type: 'setProblem', params: ({ event }) => problemMessage(event.error) } },
      },
    },
  },
});
