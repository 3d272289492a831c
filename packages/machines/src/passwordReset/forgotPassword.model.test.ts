import { expect, it } from 'vitest';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import { forgotPasswordMachine } from './forgotPassword.machine';

const TOO_MANY = { code: 'rateLimited', params: { minutes: 60 }, detail: 'Too many attempts. Please wait 60 minutes and try again.' };

it('forgot password: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'forgotPassword',
    machine: forgotPasswordMachine,
    implement: (machine, { calls }) => machine.provide({ actors: { requestReset: calls.logic() } }),
    // The count of refusals only grows; the model follows whether the form is refused, not how often.
    modelContext: ({ refusals: _refusals, ...context }) => context,
    scenarios: { empty: () => ({ input: undefined, calls: createPendingCalls() }) },
    events: [
      { type: 'EMAIL.CHANGE', value: 'ana@example.com' },
      { type: 'EMAIL.CHANGE', value: 'ana@' },
      { type: 'SUBMIT' },
      { type: 'xstate.done.actor.requestReset', output: { validMinutes: 60 } },
      { type: 'xstate.error.actor.requestReset', error: Object.assign(new Error(TOO_MANY.detail), { status: 429, problem: TOO_MANY }) },
    ],
    states: {
      editing: ({ context }, { calls }) => {
        expect(calls.isPending('requestReset')).toBe(false);
        expect(context.asked).toBeNull();
        // Refused before asking (the field says why), or by the server (the reason above the button), never both.
        expect(Object.keys(context.fieldErrors).length > 0 && context.problem !== null).toBe(false);
        if (context.problem !== null) expect(context.problem).toEqual({ refusal: TOO_MANY });
      },
      asking: ({ context }, { calls }) => {
        expect(calls.made.at(-1)).toEqual({ id: 'requestReset', input: { email: 'ana@example.com' } });
        expect(calls.isPending('requestReset')).toBe(true);
        expect(context).toMatchObject({ fieldErrors: {}, problem: null });
      },
      asked: (snapshot) => {
        expect(snapshot.status).toBe('done');
        expect(snapshot.context.asked).toEqual({ email: 'ana@example.com', validMinutes: 60 });
      },
    },
  });
});
