import type { PasswordChange } from '@cellar/api-client';
import { passwordChangeRefusals, type FieldRefusals } from '@cellar/domain';
import { assign, fromPromise, setup } from 'xstate';
import { corrected, hasErrors, refusedCall, refusedFields, type FormRefusals } from '../forms/fieldErrors';
import { ACCOUNT_FIELD_WORDS, PASSWORD_CHANGED_TOAST, type FieldWords } from '../messages';
import type { ToastContent } from '../types';

export interface PasswordChangeForm extends PasswordChange {
  confirmPassword: string;
}

type PasswordChangeField = keyof PasswordChangeForm;

const WORDS: Record<PasswordChangeField, FieldWords> = {
  // Missing, or not the account's (the server's `currentPasswordWrong`, said in its own words).
  currentPassword: (code) => (code === 'required' ? { key: 'field.passwordMissing' } : { key: 'problem.currentPasswordWrong' }),
  newPassword: ACCOUNT_FIELD_WORDS.password,
  confirmPassword: ACCOUNT_FIELD_WORDS.confirmPassword,
};

export interface ChangePasswordInput {
  /** The signed-in shopper, whose password this is. */
  user: { id: number; token: string };
}

export interface ChangePasswordContext extends PasswordChangeForm, FormRefusals<PasswordChangeField> {
  user: ChangePasswordInput['user'];
}

export type ChangePasswordEvent = { type: 'CHANGE'; field: PasswordChangeField; value: string } | { type: 'SUBMIT' };

export type PasswordChangeRequest = PasswordChange & { userId: number; token: string };

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The contract's bounds, and the new password typed twice alike. */
function changeFormRefusals({ currentPassword, newPassword, confirmPassword }: PasswordChangeForm): FieldRefusals<PasswordChangeField> {
  const refusals: FieldRefusals<PasswordChangeField> = passwordChangeRefusals({ currentPassword, newPassword });
  if (!refusals.newPassword && confirmPassword !== newPassword) refusals.confirmPassword = 'invalid';
  return refusals;
}

/**
 * Profile's "Change password": `editing` and `saving`. SUBMIT checks the form (the current password given,
 * the new one by the sign-up's rules, typed twice alike: "Passwords don't match. Try again!") before
 * anything is sent. Once changed, the form is emptied and a toast says so ('Password' / 'Your password was
 * changed. Other devices were signed out.'); the shopper stays signed in here. A wrong current password
 * is shown under its field; any other refusal (too many tries, the session ended) above the button.
 *
 * Provide: actor `changePassword`: `fromPromise<void, PasswordChangeRequest>` (PATCH /users/{id}/password
 * with the bearer token) and action `notify` (params `ToastContent`), a no-op by default.
 */
export const changePasswordMachine = setup({
  types: {
    input: {} as ChangePasswordInput,
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    changePassword: fromPromise<void, PasswordChangeRequest>(() => Promise.reject(new Error('changePassword actor not provided'))),
  },
  actions: {
    notify: (_, _params: ToastContent) => undefined,
    edit: assign(({ context, event }) => (event.type === 'CHANGE' ? { [event.field]: event.value, fieldErrors: corrected(context.fieldErrors, event.field) } : {})),
    refuseFields: assign(({ context }) => refusedFields(context.refusals, changeFormRefusals(context), WORDS)),
    clearProblem: assign({ problem: null, fieldErrors: {} }),
    refused: assign(({ context }, { error }: { error: unknown }) => refusedCall(context.refusals, error, WORDS)),
    emptyForm: assign(EMPTY),
  },
  guards: {
    formRefused: ({ context }) => hasErrors(changeFormRefusals(context)),
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({ user: input.user, ...EMPTY, fieldErrors: {}, problem: null, refusals: 0 }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'edit' },
        SUBMIT: [{ guard: 'formRefused', actions: 'refuseFields' }, { target: 'saving', actions: 'clearProblem' }],
      },
    },
    saving: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ userId: context.user.id, token: context.user.token, currentPassword: context.currentPassword, newPassword: context.newPassword }),
        onDone: { target: 'editing', actions: ['emptyForm', { type: 'notify', params: PASSWORD_CHANGED_TOAST }] },
        onError: { target: 'editing', actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
