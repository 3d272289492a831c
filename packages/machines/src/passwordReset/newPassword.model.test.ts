import { expect, it, vi } from 'vitest';
import { PASSWORD_RESET_TOAST } from '../messages';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import { LOGIN_AFTER_RESET, newPasswordMachine } from './newPassword.machine';

const TOKEN = 'x'.repeat(43);
const LINK_INVALID = { code: 'resetLinkInvalid', params: {}, detail: 'This reset link no longer works: it was used, it expired, or it is not whole. Ask for a new one.' };
const TOO_MANY = { code: 'rateLimited', params: { minutes: 60 }, detail: 'Too many attempts. Please wait 60 minutes and try again.' };
const DONE = { email: 'lucia@example.com' };
const refusal = (status: number, problem: { detail: string }) => Object.assign(new Error(problem.detail), { status, problem });

it('new password: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'newPassword',
    machine: newPasswordMachine,
    implement: (machine, { calls, navigate, notify, offerLogin }) => machine.provide({ actors: { setPassword: calls.logic() }, actions: { navigate, notify, offerLogin } }),
    // The count of refusals only grows; the model follows whether the form is refused, not how often.
    modelContext: ({ refusals: _refusals, ...context }) => context,
    scenarios: {
      fromTheMail: () => ({ input: { token: TOKEN }, calls: createPendingCalls(), navigate: vi.fn(), notify: vi.fn(), offerLogin: vi.fn() }),
      withoutToken: () => ({ input: { token: '' }, calls: createPendingCalls(), navigate: vi.fn(), notify: vi.fn(), offerLogin: vi.fn() }),
    },
    events: [
      { type: 'CHANGE', field: 'password', value: 'tannat-and-toast' },
      { type: 'CHANGE', field: 'confirmPassword', value: 'tannat-and-toast' },
      { type: 'SUBMIT' },
      { type: 'xstate.done.actor.setPassword', output: DONE },
      { type: 'xstate.error.actor.setPassword', error: refusal(400, LINK_INVALID) },
      { type: 'xstate.error.actor.setPassword', error: refusal(429, TOO_MANY) },
    ],
    states: {
      editing: ({ context }, { calls, navigate }) => {
        expect(calls.isPending('setPassword')).toBe(false);
        expect(navigate).not.toHaveBeenCalled();
        if (context.problem !== null) expect(context.problem).toEqual({ refusal: TOO_MANY });
      },
      saving: ({ context }, { calls }) => {
        expect(calls.made.at(-1)).toEqual({ id: 'setPassword', input: { token: TOKEN, password: 'tannat-and-toast' } });
        expect(context).toMatchObject({ fieldErrors: {}, problem: null, confirmPassword: 'tannat-and-toast' });
      },
      saved: (snapshot, { navigate, notify, offerLogin }) => {
        expect(snapshot.status).toBe('done');
        expect(notify.mock.calls).toEqual([[expect.anything(), PASSWORD_RESET_TOAST]]);
        expect(offerLogin.mock.calls).toEqual([[expect.anything(), DONE]]);
        expect(navigate.mock.calls).toEqual([[expect.anything(), { to: LOGIN_AFTER_RESET }]]);
      },
      linkInvalid: (snapshot, { navigate, offerLogin }) => {
        expect(snapshot.status).toBe('done');
        expect(snapshot.context).toMatchObject({ problem: null, password: '', confirmPassword: '' });
        expect(navigate).not.toHaveBeenCalled();
        expect(offerLogin).not.toHaveBeenCalled();
      },
    },
  });
});
