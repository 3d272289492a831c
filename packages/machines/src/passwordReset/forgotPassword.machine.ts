import { passwordResetRequestRefusals } from '@cellar/domain';
import type { PasswordResetRequest } from '@cellar/api-client';
import { assign, fromPromise, setup } from 'xstate';
import { hasErrors, refusedCall, refusedFields, type FormRefusals } from '../forms/fieldErrors';
import { ACCOUNT_FIELD_WORDS, type FieldWords } from '../messages';

type ForgotField = keyof PasswordResetRequest;

const WORDS: Record<ForgotField, FieldWords> = { email: ACCOUNT_FIELD_WORDS.email };

export interface ForgotPasswordContext extends FormRefusals<ForgotField> {
  email: string;
  /** What the confirmation says once the ask is answered: the email as typed and how long a link works. */
  asked: { email: string; validMinutes: number } | null;
}

export type ForgotPasswordEvent = { type: 'EMAIL.CHANGE'; value: string } | { type: 'SUBMIT' };

/**
 * "Forgot your password?": `editing`, `asking`, then `asked` (final). SUBMIT checks the email against the
 * contract's bounds before anything is sent (a refusal stays in `editing`, under the field); the server
 * answers every well-formed email alike, so `asked` says the same whether or not an account has it. A
 * refusal of the call (too many asks, no connection) goes back to `editing` with its reason.
 *
 * Provide: actor `requestReset`: `fromPromise<{ validMinutes: number }, PasswordResetRequest>` (POST /password-resets).
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    requestReset: fromPromise<{ validMinutes: number }, PasswordResetRequest>(() => Promise.reject(new Error('requestReset actor not provided'))),
  },
  actions: {
    setEmail: assign({ email: ({ event }) => (event.type === 'EMAIL.CHANGE' ? event.value : ''), fieldErrors: {} }),
    refuseEmail: assign(({ context }) => refusedFields(context.refusals, passwordResetRequestRefusals({ email: context.email }), WORDS)),
    clearProblem: assign({ problem: null, fieldErrors: {} }),
    refused: assign(({ context }, { error }: { error: unknown }) => refusedCall(context.refusals, error, WORDS)),
    answered: assign({ asked: ({ context }, validMinutes: number) => ({ email: context.email, validMinutes }) }),
  },
  guards: {
    emailRefused: ({ context }) => hasErrors(passwordResetRequestRefusals({ email: context.email })),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', fieldErrors: {}, problem: null, refusals: 0, asked: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'EMAIL.CHANGE': { actions: 'setEmail' },
        SUBMIT: [{ guard: 'emailRefused', actions: 'refuseEmail' }, { target: 'asking', actions: 'clearProblem' }],
      },
    },
    asking: {
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'asked', actions: { type: 'answered', params: ({ event }) => event.output.validMinutes } },
        onError: { target: 'editing', actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    asked: { type: 'final' },
  },
});
