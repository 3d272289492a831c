import { expect, it, vi } from 'vitest';
import { PASSWORD_CHANGED_TOAST } from '../messages';
import { sampleUser } from '../testing/fixtures';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import { changePasswordMachine } from './changePassword.machine';

const WRONG = { code: 'currentPasswordWrong', params: {}, detail: 'That is not your current password.', errors: [{ field: 'currentPassword', code: 'invalid', params: {}, message: 'That is not your current password.' }] };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const refusal = (status: number, problem: { detail: string }) => Object.assign(new Error(problem.detail), { status, problem });

it('change password: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'changePassword',
    machine: changePasswordMachine,
    implement: (machine, { calls, notify }) => machine.provide({ actors: { changePassword: calls.logic() }, actions: { notify } }),
    // The count of refusals only grows; the model follows whether the form is refused, not how often.
    modelContext: ({ refusals: _refusals, ...context }) => context,
    scenarios: { signedIn: () => ({ input: { user: sampleUser }, calls: createPendingCalls(), notify: vi.fn() }) },
    events: [
      { type: 'CHANGE', field: 'currentPassword', value: 'old-cork-2026' },
      { type: 'CHANGE', field: 'newPassword', value: 'new-cork-2026' },
      { type: 'CHANGE', field: 'confirmPassword', value: 'new-cork-2026' },
      { type: 'SUBMIT' },
      { type: 'xstate.done.actor.changePassword' },
      { type: 'xstate.error.actor.changePassword', error: refusal(400, WRONG) },
    ],
    // Fill the form in order, once each, so the model stays small: refusals before it is whole, then a save.
    filterEvents: (snapshot, event) => event.type !== 'CHANGE' || event.field === FIELDS.find((field) => snapshot.context[field] === ''),
    states: {
      editing: ({ context }, { calls, notify }) => {
        expect(calls.isPending('changePassword')).toBe(false);
        for (const [, toast] of notify.mock.calls) expect(toast).toEqual(PASSWORD_CHANGED_TOAST);
        // A change that went through leaves the form empty.
        if (notify.mock.calls.length > 0) expect(context).toMatchObject({ currentPassword: '', newPassword: '', confirmPassword: '' });
      },
      saving: ({ context }, { calls }) => {
        expect(calls.made.at(-1)).toEqual({ id: 'changePassword', input: { userId: sampleUser.id, token: sampleUser.token, currentPassword: 'old-cork-2026', newPassword: 'new-cork-2026' } });
        expect(context).toMatchObject({ fieldErrors: {}, problem: null });
      },
    },
  });
});
