import { loginRefusals, profileRefusals, signupRefusals, type FieldRefusals } from '@cellar/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { formRefusal, hasErrors, wordsFor, type FieldErrors } from '../forms/fieldErrors';
import { ACCOUNT_FIELD_WORDS, LOGIN_FIELD_WORDS, PROFILE_UPDATED_TOAST, SESSION_ENDED_TOAST, type FieldWords } from '../messages';
import type { ShopStore } from '../store/shopStore';
import type { Credentials, ProfileChanges, SessionUser, SignupForm, SignupPayload, Said, ToastContent } from '../types';
import { watchUser, type UserChangedEvent } from './watchUser';

export interface SessionInput {
  store: ShopStore;
}

export interface SessionContext {
  store: ShopStore;
  /** The logged-in user; this machine writes every change through to the store and follows the store's changes. */
  user: SessionUser | null;
  /** The signup form's fields; kept when a submit fails, so the shopper only corrects what was wrong, and cleared once it succeeds. */
  signup: SignupForm;
  /** Why the last login, signup or profile update failed, when no field of its form says why; null otherwise. */
  problem: Said | null;
  /** The message under each refused field of the form last sent, `refusedForm`. */
  fieldErrors: FieldErrors<SessionField>;
  /** Which form `fieldErrors` belong to: the others show none. */
  refusedForm: SessionForm | null;
  /** Counts the sends refused at a field, so a form can take the shopper to the first one each time. */
  refusals: number;
  /** The account the login form offers instead of the demo's: one signed up, or given a new password, in this visit. */
  offeredLogin: OfferedLogin | null;
  /** Where the current logout leads: / as in the spec, or back to the page that asked (signup, to sign up afresh). */
  afterLogout: string;
}

export type SessionEvent =
  | { type: 'LOGIN'; credentials: Credentials }
  | { type: 'LOGOUT'; to?: string }
  | { type: 'SIGNUP.CHANGE'; field: keyof SignupForm; value: string }
  | { type: 'SIGNUP.SUBMIT' }
  | { type: 'PROFILE.SAVE'; changes: ProfileChanges }
  /** A call made with `token` was answered 401: the server no longer knows that session. */
  | { type: 'SESSION.EXPIRED'; token: string }
  /** A reset link gave the account of `email` a new password: the login form offers that account. */
  | { type: 'LOGIN.OFFER'; email: string }
  | UserChangedEvent;

/** An account to log in with, and how this visit came by it. */
export interface OfferedLogin {
  email: string;
  after: 'signup' | 'passwordReset';
}

/** A field of the login, sign-up or profile form. */
export type SessionField = keyof SignupForm;

export type SessionForm = 'login' | 'signup' | 'profile';

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

/** A sign-up as the contract bounds it, and the two passwords alike. */
function signupFormRefusals({ confirmPassword, ...payload }: SignupForm): FieldRefusals<keyof SignupForm> {
  const refusals: FieldRefusals<keyof SignupForm> = signupRefusals(payload);
  if (!refusals.password && confirmPassword !== payload.password) refusals.confirmPassword = 'invalid';
  return refusals;
}

/** The words of the form an event sends; a refusal of one form is shown in that form's words. */
function wordsOf(form: SessionForm): Record<string, FieldWords> {
  return form === 'login' ? LOGIN_FIELD_WORDS : ACCOUNT_FIELD_WORDS;
}

function profileFields({ avatar: _avatar, ...fields }: ProfileChanges) {
  return fields;
}

/**
 * Session (spec sections 2 Login/Signup/Profile, 4 User, 5 Signup). Login stores the returned user
 * and goes to /. Logout revokes the token, clears the user (also if revoking fails) and goes to /
 * (or to `LOGOUT.to`). Signup needs matching passwords ('Passwords don't match. Try again!'), keeps
 * the form when it fails, and on success clears it, offers the new account to the login (`offeredLogin`)
 * and goes to /login; LOGIN.OFFER (a password set with a reset link) offers that account too. A
 * profile update replaces the stored user with the returned one and shows the toast 'Updated Profile' /
 * 'Your profile changes were saved!'.
 *
 * Refusals: login, sign-up and profile are checked against the contract's bounds before anything is
 * sent; what breaks one is shown under its field (`fieldErrors`, in the shop's words) and `refusals`
 * counts up so the form can take the shopper there. A server refusal naming a field of the form (a
 * taken email, say) is shown the same way; any other sets `problem` to the server's reason.
 *
 * Expiry: SESSION.EXPIRED for the current token (the shop sends it when any call made with that
 * token gets a 401) clears the user and shows one toast, 'Your session has expired. Please log in
 * again.'; later ones for the same token find nobody signed in and are ignored. The user follows
 * the store, so a login or logout in another tab moves this machine between loggedIn and loggedOut.
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
    watchUser,
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
    followUser: assign({ user: ({ context, event }) => (event.type === 'user.changed' ? event.user : context.user) }),
    clearSavedUser: ({ context }) => context.store.trigger.loggedOut(),
    clearProblem: assign({ problem: null, fieldErrors: {}, refusedForm: null }),
    /** Marks the refused fields and says why under each; the form takes the shopper to the first. */
    refuseFields: assign({
      problem: null,
      fieldErrors: (_, { errors }: { form: SessionForm; errors: FieldErrors<SessionField> }) => errors,
      refusedForm: (_, { form }: { form: SessionForm; errors: FieldErrors<SessionField> }) => form,
      refusals: ({ context }) => context.refusals + 1,
    }),
    /** A server refusal: at the fields it names when the form has them, else the problem's detail above the button. */
    refused: assign(({ context }, { error, form }: { error: unknown; form: SessionForm }) => {
      const { fieldErrors, problem } = formRefusal(error, wordsOf(form));
      return problem === null ? { problem, fieldErrors, refusedForm: form, refusals: context.refusals + 1 } : { problem, fieldErrors: {}, refusedForm: null };
    }),
    editSignup: assign({
      signup: ({ context, event }) => (event.type === 'SIGNUP.CHANGE' ? { ...context.signup, [event.field]: event.value } : context.signup),
      // What the shopper corrects is no longer marked wrong; the passwords are compared again at the next submit.
      fieldErrors: ({ context, event }) => {
        if (event.type !== 'SIGNUP.CHANGE') return context.fieldErrors;
        const { [event.field]: _corrected, ...rest } = context.fieldErrors;
        return rest;
      },
    }),
    registered: assign({ signup: EMPTY_SIGNUP_FORM, offeredLogin: ({ context }) => ({ email: context.signup.email, after: 'signup' as const }) }),
    offerLogin: assign({ offeredLogin: ({ event }) => (event.type === 'LOGIN.OFFER' ? { email: event.email, after: 'passwordReset' as const } : null) }),
    setAfterLogout: assign({ afterLogout: ({ event }) => (event.type === 'LOGOUT' && event.to) || '/' }),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    noUser: ({ context }) => context.user === null,
    signupRefused: ({ context }) => hasErrors(signupFormRefusals(context.signup)),
    loginRefused: ({ event }) => event.type === 'LOGIN' && hasErrors(loginRefusals(event.credentials)),
    profileRefused: ({ event }) => event.type === 'PROFILE.SAVE' && hasErrors(profileRefusals(profileFields(event.changes))),
    // A 401 to a call made before the shopper logged in again says nothing about the new session.
    tokenIsCurrent: ({ context, event }) => event.type === 'SESSION.EXPIRED' && context.user?.token === event.token,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    store: input.store,
    user: input.store.getSnapshot().context.user,
    signup: EMPTY_SIGNUP_FORM,
    problem: null,
    fieldErrors: {},
    refusedForm: null,
    refusals: 0,
    offeredLogin: null,
    afterLogout: '/',
  }),
  invoke: { id: 'watchUser', src: 'watchUser', input: ({ context }) => ({ store: context.store }) },
  on: { 'user.changed': { actions: 'followUser' }, 'LOGIN.OFFER': { actions: 'offerLogin' } },
  initial: 'loggedOut',
  states: {
    loggedOut: {
      // A saved session at start, or a login in another tab; a failure here is no longer the shopper's concern.
      always: { guard: 'hasUser', target: 'loggedIn', actions: 'clearProblem' },
      on: {
        LOGIN: [
          {
            guard: 'loginRefused',
            actions: {
              type: 'refuseFields',
              params: ({ event }) => ({ form: 'login', errors: event.type === 'LOGIN' ? wordsFor(loginRefusals(event.credentials), LOGIN_FIELD_WORDS) : {} }),
            },
          },
          { target: 'loggingIn', actions: 'clearProblem' },
        ],
        'SIGNUP.CHANGE': { actions: 'editSignup' },
        'SIGNUP.SUBMIT': [
          { guard: 'signupRefused', actions: { type: 'refuseFields', params: ({ context }) => ({ form: 'signup', errors: wordsFor(signupFormRefusals(context.signup), ACCOUNT_FIELD_WORDS) }) } },
          { target: 'signingUp', actions: 'clearProblem' },
        ],
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
        onError: { target: 'loggedOut', actions: { type: 'refused', params: ({ event }) => ({ error: event.error, form: 'login' }) } },
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
        onDone: { target: 'loggedOut', actions: ['registered', { type: 'navigate', params: { to: '/login' } }] },
        onError: { target: 'loggedOut', actions: { type: 'refused', params: ({ event }) => ({ error: event.error, form: 'signup' }) } },
      },
    },
    loggedIn: {
      // A logout or an expiry in another tab.
      always: { guard: 'noUser', target: 'loggedOut', actions: 'clearProblem' },
      on: {
        LOGOUT: { target: 'loggingOut', actions: ['clearProblem', 'setAfterLogout'] },
        'PROFILE.SAVE': [
          {
            guard: 'profileRefused',
            actions: {
              type: 'refuseFields',
              params: ({ event }) => ({ form: 'profile', errors: event.type === 'PROFILE.SAVE' ? wordsFor(profileRefusals(profileFields(event.changes)), ACCOUNT_FIELD_WORDS) : {} }),
            },
          },
          { guard: 'hasUser', target: 'savingProfile', actions: 'clearProblem' },
        ],
        'SESSION.EXPIRED': {
          guard: 'tokenIsCurrent',
          target: 'loggedOut',
          actions: ['forgetUser', 'clearSavedUser', 'clearProblem', { type: 'notify', params: SESSION_ENDED_TOAST }],
        },
      },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.user?.token ?? null }),
        // Revoking is the server's half; the shopper is logged out here either way.
        onDone: { target: 'loggedOut', actions: ['forgetUser', 'clearSavedUser', { type: 'navigate', params: ({ context }) => ({ to: context.afterLogout }) }] },
        onError: { target: 'loggedOut', actions: ['forgetUser', 'clearSavedUser', { type: 'navigate', params: ({ context }) => ({ to: context.afterLogout }) }] },
      },
    },
    savingProfile: {
      on: {
        'SESSION.EXPIRED': {
          guard: 'tokenIsCurrent',
          target: 'loggedOut',
          actions: ['forgetUser', 'clearSavedUser', 'clearProblem', { type: 'notify', params: SESSION_ENDED_TOAST }],
        },
      },
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
        onError: { target: 'loggedIn', actions: { type: 'refused', params: ({ event }) => ({ error: event.error, form: 'profile' }) } },
      },
    },
  },
});
