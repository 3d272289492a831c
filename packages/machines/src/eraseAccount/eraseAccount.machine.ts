import type { AccountErasure } from '@cellar/api-client';
import type { FieldRefusals } from '@cellar/domain';
import { assign, fromPromise, setup } from 'xstate';
import { corrected, hasErrors, refusedCall, refusedFields, type FormRefusals } from '../forms/fieldErrors';
import { ACCOUNT_ERASED_TOAST, type FieldWords } from '../messages';
import type { ToastContent } from '../types';

type ErasureField = keyof AccountErasure;

const WORDS: Record<ErasureField, FieldWords> = {
  // Missing, or not the account's (the server's `currentPasswordWrong`, said in its own words).
  password: (code) => (code === 'required' ? { key: 'field.passwordMissing' } : { key: 'problem.currentPasswordWrong' }),
};

export interface EraseAccountInput {
  /** The signed-in shopper, whose account this is. */
  user: { id: number; token: string };
}

export interface EraseAccountContext extends AccountErasure, FormRefusals<ErasureField> {
  user: EraseAccountInput['user'];
}

export type EraseAccountEvent = { type: 'OPEN' } | { type: 'CANCEL' } | { type: 'CHANGE'; value: string } | { type: 'SUBMIT' };

export type AccountErasureRequest = AccountErasure & { userId: number; token: string };

const erasureRefusals = ({ password }: AccountErasure): FieldRefusals<ErasureField> => (password === '' ? { password: 'required' } : {});

/**
 * Profile's "Erase my account": `idle`, `confirming` (a dialog says what goes and what stays, and asks for
 * the password), `erasing`, and `erased` for good. SUBMIT without a password is refused at its field before
 * anything is sent; a wrong one comes back under it, any other refusal (too many tries, a demo account)
 * above the button. CANCEL closes the dialog and forgets the password typed. Once erased, the shopper is
 * signed out here (`signOut`: the session is over on the server already), told so, and taken home.
 *
 * Provide: actor `eraseAccount`: `fromPromise<void, AccountErasureRequest>` (DELETE /users/{id} with
 * `{ password }` and the bearer token); actions `signOut`, `notify` (params `ToastContent`) and `navigate`
 * (params `{ to }`), no-ops by default.
 */
export const eraseAccountMachine = setup({
  types: {
    input: {} as EraseAccountInput,
    context: {} as EraseAccountContext,
    events: {} as EraseAccountEvent,
  },
  actors: {
    eraseAccount: fromPromise<void, AccountErasureRequest>(() => Promise.reject(new Error('eraseAccount actor not provided'))),
  },
  actions: {
    signOut: () => undefined,
    notify: (_, _params: ToastContent) => undefined,
    navigate: (_, _params: { to: string }) => undefined,
    edit: assign(({ context, event }) => (event.type === 'CHANGE' ? { password: event.value, fieldErrors: corrected(context.fieldErrors, 'password') } : {})),
    refuseFields: assign(({ context }) => refusedFields(context.refusals, erasureRefusals(context), WORDS)),
    clearProblem: assign({ problem: null, fieldErrors: {} }),
    forget: assign({ password: '', problem: null, fieldErrors: {} }),
    refused: assign(({ context }, { error }: { error: unknown }) => refusedCall(context.refusals, error, WORDS)),
  },
  guards: {
    formRefused: ({ context }) => hasErrors(erasureRefusals(context)),
  },
}).createMachine({
  id: 'eraseAccount',
  context: ({ input }) => ({ user: input.user, password: '', fieldErrors: {}, problem: null, refusals: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: { OPEN: 'confirming' },
    },
    confirming: {
      on: {
        CHANGE: { actions: 'edit' },
        CANCEL: { target: 'idle', actions: 'forget' },
        SUBMIT: [{ guard: 'formRefused', actions: 'refuseFields' }, { target: 'erasing', actions: 'clearProblem' }],
      },
    },
    erasing: {
      invoke: {
        id: 'eraseAccount',
        src: 'eraseAccount',
        input: ({ context }) => ({ userId: context.user.id, token: context.user.token, password: context.password }),
        onDone: { target: 'erased', actions: ['forget', 'signOut', { type: 'notify', params: ACCOUNT_ERASED_TOAST }, { type: 'navigate', params: { to: '/' } }] },
        onError: { target: 'confirming', actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    erased: { type: 'final' },
  },
});
