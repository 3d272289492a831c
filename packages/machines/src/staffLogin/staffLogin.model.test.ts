import { expect, it, vi } from 'vitest';
import { sampleStaff } from '../testing/fixtures';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import { staffLoginMachine } from './staffLogin.machine';

const staff = sampleStaff;
const WRONG_LOGIN = { code: 'wrongLogin', params: {}, detail: 'The email or password is incorrect.' };

it('staff login: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'staffLogin',
    machine: staffLoginMachine,
    implement: (machine, { calls, signedIn }) => machine.provide({ actors: { login: calls.logic() }, actions: { signedIn } }),
    scenarios: { signedOut: () => ({ input: undefined, calls: createPendingCalls(), signedIn: vi.fn() }) },
    events: [
      { type: 'LOGIN', credentials: { email: staff.email, password: 'cellar-admin-2026' } },
      { type: 'xstate.done.actor.login', output: staff },
      // The server's reason, and a bare 503 that came without one.
      { type: 'xstate.error.actor.login', error: Object.assign(new Error(WRONG_LOGIN.detail), { status: 401, problem: WRONG_LOGIN }) },
      { type: 'xstate.error.actor.login', error: Object.assign(new Error('The server answered 503.'), { status: 503, problem: undefined }) },
    ],
    states: {
      editing: ({ context }, { calls, signedIn }) => {
        expect(calls.isPending('login')).toBe(false);
        // The server's refusal by its code, or the back office's words for a bare 503.
        expect([null, { refusal: WRONG_LOGIN }, { key: 'admin.login.busy' }]).toContainEqual(context.problem);
        expect(signedIn).not.toHaveBeenCalled();
      },
      loggingIn: ({ context }, { calls, signedIn }) => {
        expect(calls.isPending('login')).toBe(true);
        expect(context.problem).toBeNull();
        expect(signedIn).not.toHaveBeenCalled();
      },
      loggedIn: (snapshot, { signedIn }) => {
        expect(snapshot.status).toBe('done');
        expect(signedIn.mock.calls).toEqual([[expect.anything(), staff]]);
      },
    },
  });
});
