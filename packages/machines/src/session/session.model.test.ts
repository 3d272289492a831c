import { expect, it, vi } from 'vitest';
import { PASSWORDS_DONT_MATCH, PROFILE_UPDATED_TOAST } from '../messages';
import { createShopStore } from '../store/shopStore';
import { createMemoryStorage } from '../store/memoryStorage';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import type { SessionUser } from '../types';
import { withFakeSessionCalls } from './fakeSessionCalls';
import { EMPTY_SIGNUP_FORM, sessionMachine } from './session.machine';
import { sampleUser } from '../testing/fixtures';

const user = sampleUser;
const updated: SessionUser = { ...user, address: 'Rambla 99' };

function scenario(loggedIn: boolean) {
  return () => {
    const store = createShopStore({ storage: createMemoryStorage() });
    if (loggedIn) store.trigger.userSet({ user });
    return { input: { store }, store, calls: createPendingCalls(), navigate: vi.fn(), notify: vi.fn() };
  };
}

it('session: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'session',
    machine: sessionMachine,
    implement: (machine, fakes) => withFakeSessionCalls(machine, fakes),
    scenarios: { guest: scenario(false), returningUser: scenario(true) },
    events: [
      { type: 'LOGIN', credentials: { email: 'ana@example.com', password: 'pw' } },
      { type: 'LOGOUT' },
      { type: 'SIGNUP.CHANGE', field: 'confirmPassword', value: 'other' },
      { type: 'SIGNUP.SUBMIT' },
      { type: 'PROFILE.SAVE', changes: { ...user, address: 'Rambla 99', avatar: null } },
      { type: 'xstate.done.actor.login', output: user },
      { type: 'xstate.error.actor.login', error: new Error('Wrong email or password') },
      { type: 'xstate.done.actor.logout' },
      { type: 'xstate.error.actor.logout', error: new Error('offline') },
      { type: 'xstate.done.actor.signup' },
      { type: 'xstate.error.actor.signup', error: new Error('That email is already registered') },
      { type: 'xstate.done.actor.updateProfile', output: updated },
      { type: 'xstate.error.actor.updateProfile', error: new Error('Email is not valid') },
    ],
    states: {
      loggedOut: (snapshot, { store }) => {
        expect(store.getSnapshot().context.user).toBeNull();
        expect(snapshot.context.user).toBeNull();
        expect([null, PASSWORDS_DONT_MATCH, 'Wrong email or password', 'That email is already registered']).toContain(snapshot.context.problem);
        if (snapshot.context.problem !== null) expect(snapshot.context.signup.password).toBe(EMPTY_SIGNUP_FORM.password);
      },
      loggedIn: (snapshot, { store, notify }) => {
        expect(store.getSnapshot().context.user).toEqual(snapshot.context.user);
        expect([user, updated]).toContainEqual(snapshot.context.user);
        for (const [, toast] of notify.mock.calls) expect(toast).toEqual(PROFILE_UPDATED_TOAST);
      },
      loggingIn: (_s, { calls }) => expect(calls.isPending('login')).toBe(true),
      loggingOut: (_s, { calls }) => expect(calls.made.at(-1)).toEqual({ id: 'logout', input: { token: 'tok-1' } }),
      signingUp: (_s, { calls }) => expect(calls.isPending('signup')).toBe(true),
      savingProfile: (_s, { calls }) => expect(calls.isPending('updateProfile')).toBe(true),
    },
  });
});
