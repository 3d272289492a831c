import type { PasswordResetDone } from '@cellar/api-client';
import { newPasswordRefusals, type FieldRefusals } from '@cellar/domain';
import { assign, fromPromise, setup } from 'xstate';
import { corrected, hasErrors, refusedCall, refusedFields, type FormRefusals } from '../forms/fieldErrors';
import { ACCOUNT_FIELD_WORDS, PASSWORD_RESET_TOAST, type FieldWords } from '../messages';
import type { ToastContent } from '../types';

export interface NewPasswordForm {
  password: string;
  confirmPassword: string;
}

type NewPasswordField = keyof NewPasswordForm;

const WORDS: Record<NewPasswordField, FieldWords> = { password: ACCOUNT_FIELD_WORDS.password, confirmPassword: ACCOUNT_FIELD_WORDS.confirmPassword };

export interface NewPasswordInput {
  /** The reset link's token, from its address. */
  token: string;
}

export interface NewPasswordContext extends NewPasswordForm, FormRefusals<NewPasswordField> {
  token: string;
}

export type NewPasswordEvent = { type: 'CHANGE'; field: NewPasswordField; value: string } | { type: 'SUBMIT' };

export interface NewPasswordRequest {
  token: string;
  password: string;
}

/** The sign-up's rules for the password, and the two passwords alike. */
function newPasswordFormRefusals({ password, confirmPassword }: NewPasswordForm): FieldRefusals<NewPasswordField> {
  const refusals: FieldRefusals<NewPasswordField> = newPasswordRefusals({ password });
  if (!refusals.password && confirmPassword !== password) refusals.confirmPassword = 'invalid';
  return refusals;
}

/**
 * The server's one answer for a link that was used, has expired or never was, or its refusal of a token
 * that is not whole (a mail client cut the link): no new password can help either.
 */
function linkRefused(error: unknown): boolean {
  const problem = (error as { problem?: { code?: unknown; errors?: unknown } } | null)?.problem;
  return problem?.code === 'resetLinkInvalid' || (Array.isArray(problem?.errors) && problem.errors.some((item: { field?: unknown }) => item.field === 'token'));
}

/**
 * Where a saved new password leads: the login, told that its visitor has just chosen a password, so that it
 * offers no other account's (the demo's) to log in with; `offerLogin` has given it the account's email.
 */
export const LOGIN_AFTER_RESET = '/login?from=reset';

/** Whether the login's query says its visitor has just chosen a new password (`LOGIN_AFTER_RESET`). */
export const cameFromReset = (search: URLSearchParams) => search.get('from') === 'reset';

/**
 * Choosing a new password with a reset mail's link: `editing`, `saving`, then `saved` (final: the login
 * page with a toast, 'Password' / 'Your new password is saved. Log in with it.', offering the account's email,
 * which the server names) or `linkInvalid` (final:
 * the link was used, expired, never was or came without its token, all said alike, `RESET_LINK_INVALID`;
 * the page offers to ask again). SUBMIT checks the password against the contract's bounds and the two passwords
 * alike before anything is sent ("Passwords don't match. Try again!"); any other refusal (too many tries,
 * no connection) goes back to `editing` with its reason.
 *
 * Provide: actor `setPassword`: `fromPromise<PasswordResetDone, NewPasswordRequest>` (POST /password-resets/{token}),
 * and actions `navigate` (params `{ to: string }`), `notify` (params `ToastContent`) and `offerLogin` (params
 * `PasswordResetDone`: the login form fills in that email), no-ops by default.
 */
export const newPasswordMachine = setup({
  types: {
    input: {} as NewPasswordInput,
    context: {} as NewPasswordContext,
    events: {} as NewPasswordEvent,
  },
  actors: {
    setPassword: fromPromise<PasswordResetDone, NewPasswordRequest>(() => Promise.reject(new Error('setPassword actor not provided'))),
  },
  actions: {
    navigate: (_, _params: { to: string }) => undefined,
    notify: (_, _params: ToastContent) => undefined,
    offerLogin: (_, _params: PasswordResetDone) => undefined,
    edit: assign(({ context, event }) => (event.type === 'CHANGE' ? { [event.field]: event.value, fieldErrors: corrected(context.fieldErrors, event.field) } : {})),
    refuseFields: assign(({ context }) => refusedFields(context.refusals, newPasswordFormRefusals(context), WORDS)),
    clearProblem: assign({ problem: null, fieldErrors: {} }),
    refused: assign(({ context }, { error }: { error: unknown }) => refusedCall(context.refusals, error, WORDS)),
    forgetPasswords: assign({ password: '', confirmPassword: '' }),
  },
  guards: {
    formRefused: ({ context }) => hasErrors(newPasswordFormRefusals(context)),
    linkRefused: (_, { error }: { error: unknown }) => linkRefused(error),
    noToken: ({ context }) => context.token === '',
  },
}).createMachine({
  id: 'newPassword',
  context: ({ input }) => ({ token: input.token, password: '', confirmPassword: '', fieldErrors: {}, problem: null, refusals: 0 }),
  initial: 'editing',
  states: {
    editing: {
      // An address with no token at all is a link that never was.
      always: { guard: 'noToken', target: 'linkInvalid' },
      on: {
        CHANGE: { actions: 'edit' },
        SUBMIT: [{ guard: 'formRefused', actions: 'refuseFields' }, { target: 'saving', actions: 'clearProblem' }],
      },
    },
    saving: {
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({ token: context.token, password: context.password }),
        onDone: {
          target: 'saved',
          actions: [{ type: 'notify', params: PASSWORD_RESET_TOAST }, { type: 'offerLogin', params: ({ event }) => event.output }, { type: 'navigate', params: { to: LOGIN_AFTER_RESET } }],
        },
        onError: [
          { guard: { type: 'linkRefused', params: ({ event }) => ({ error: event.error }) }, target: 'linkInvalid', actions: 'forgetPasswords' },
          { target: 'editing', actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    saved: { type: 'final' },
    linkInvalid: { type: 'final' },
  },
});
