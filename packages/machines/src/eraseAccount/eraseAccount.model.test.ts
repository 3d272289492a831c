import { expect, it, vi } from 'vitest';
import { ACCOUNT_ERASED_TOAST } from '../messages';
import { sampleUser } from '../testing/fixtures';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import { eraseAccountMachine } from './eraseAccount.machine';

const WRONG = { code: 'currentPasswordWrong', params: {}, detail: 'That is not your current password.', errors: [{ field: 'password', code: 'invalid', params: {}, message: 'That is not your current password.' }] };
const refusal = (status: number, problem: { detail: string }) => Object.assign(new Error(problem.detail), { status, problem });

it('erase account: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'eraseAccount',
    machine: eraseAccountMachine,
    implement: (machine, { calls, notify, signOut, navigate }) => machine.provide({ actors: { eraseAccount: calls.logic() }, actions: { notify, signOut, navigate } }),
    // The count of refusals only grows; the model follows whether the form is refused, not how often.
    modelContext: ({ refusals: _refusals, ...context }) => context,
    scenarios: { signedIn: () => ({ input: { user: sampleUser }, calls: createPendingCalls(), notify: vi.fn(), signOut: vi.fn(), navigate: vi.fn() }) },
    events: [
      { type: 'OPEN' },
      { type: 'CANCEL' },
      { type: 'CHANGE', value: 'first-cork-2026' },
      { type: 'SUBMIT' },
      { type: 'xstate.done.actor.eraseAccount' },
      { type: 'xstate.error.actor.eraseAccount', error: refusal(400, WRONG) },
    ],
    // The password is typed once: refusals before it is there, then an erasure.
    filterEvents: (snapshot, event) => event.type !== 'CHANGE' || snapshot.context.password === '',
    states: {
      idle: ({ context }, { calls, signOut }) => {
        expect(calls.isPending('eraseAccount')).toBe(false);
        expect(signOut).not.toHaveBeenCalled();
        // Closing the dialog forgets what was typed in it.
        expect(context).toMatchObject({ password: '', fieldErrors: {}, problem: null });
      },
      confirming: (_, { calls, signOut }) => {
        expect(calls.isPending('eraseAccount')).toBe(false);
        expect(signOut).not.toHaveBeenCalled();
      },
      erasing: ({ context }, { calls }) => {
        expect(calls.made.at(-1)).toEqual({ id: 'eraseAccount', input: { userId: sampleUser.id, token: sampleUser.token, password: 'first-cork-2026' } });
        expect(context).toMatchObject({ fieldErrors: {}, problem: null });
      },
      erased: ({ context }, { signOut, notify, navigate }) => {
        expect(signOut).toHaveBeenCalledTimes(1);
        expect(notify.mock.calls.map(([, toast]) => toast)).toEqual([ACCOUNT_ERASED_TOAST]);
        expect(navigate.mock.calls.map(([, to]) => to)).toEqual([{ to: '/' }]);
        expect(context.password).toBe('');
      },
    },
  });
});
