import { expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { PASSWORDS_DONT_MATCH, PROFILE_UPDATED_TOAST, SESSION_EXPIRED_TOAST } from '../messages';
import { createShopStore, type ShopStore } from '../store/shopStore';
import { createMemoryStorage } from '../store/memoryStorage';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import type { SessionUser } from '../types';
import { withFakeSessionCalls } from './fakeSessionCalls';
import { sessionMachine } from './session.machine';
import type { UserChangedEvent } from './watchUser';
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

/** Another tab's login or logout reaches this tab as a change of its store, which the machine hears through its subscription. */
const performUserChanged = {
  'user.changed': (event: AnyEventObject, { store }: { store: ShopStore }) => {
    const { user: changed } = event as UserChangedEvent;
    if (changed) store.trigger.userSet({ user: changed });
    else store.trigger.loggedOut();
  },
};

it('session: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'session',
    machine: sessionMachine,
    implement: (machine, fakes) => withFakeSessionCalls(machine, fakes),
    scenarios: { guest: scenario(false), returningUser: scenario(true) },
    events: [
      { type: 'LOGIN', credentials: { email: 'ana@example.com', password: 'pw' } },
      { type: 'LOGOUT' },
      { type: 'LOGOUT', to: '/signup' },
      { type: 'SIGNUP.CHANGE', field: 'confirmPassword', value: 'other' },
      { type: 'SIGNUP.SUBMIT' },
      { type: 'PROFILE.SAVE', changes: { ...user, address: 'Rambla 99', avatar: null } },
      { type: 'SESSION.EXPIRED', token: 'tok-1' },
      { type: 'user.changed', user: null },
      { type: 'user.changed', user },
      { type: 'xstate.done.actor.login', output: user },
      { type: 'xstate.error.actor.login', error: new Error('Wrong email or password') },
      { type: 'xstate.done.actor.logout' },
      { type: 'xstate.error.actor.logout', error: new Error('offline') },
      { type: 'xstate.done.actor.signup' },
      { type: 'xstate.error.actor.signup', error: new Error('That email is already registered') },
      { type: 'xstate.done.actor.updateProfile', output: updated },
      { type: 'xstate.error.actor.updateProfile', error: new Error('Email is not valid') },
    ],
    // Another tab matters where this one is settled (signed in or out) or waiting for a login; the
    // store only reports a real change, so a sample equal to the current user is no event at all.
    filterEvents: (snapshot, event) => {
      if (event.type !== 'user.changed') return true;
      const settledOrLoggingIn = (['loggedIn', 'loggedOut', 'loggingIn'] as const).some((state) => snapshot.matches(state));
      return settledOrLoggingIn && JSON.stringify((event as UserChangedEvent).user) !== JSON.stringify(snapshot.context.user);
    },
    // Where a logout leads is checked in `loggedOut` through the navigation; following it here would walk every later step twice.
    modelContext: ({ afterLogout: _afterLogout, ...context }) => context,
    perform: performUserChanged,
    states: {
      loggedOut: (snapshot, { store, notify, navigate }) => {
        expect(store.getSnapshot().context.user).toBeNull();
        expect(snapshot.context.user).toBeNull();
        expect([null, PASSWORDS_DONT_MATCH, 'Wrong email or password', 'That email is already registered']).toContain(snapshot.context.problem);
        // A refused signup keeps what was typed; a successful one led to the login with the new email.
        if (snapshot.context.problem === PASSWORDS_DONT_MATCH) expect(snapshot.context.signup.confirmPassword).toBe('other');
        if (snapshot.context.registeredEmail !== null) expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/login' });
        // A logout leads home, or back to the signup form that asked for it.
        expect([undefined, '/', '/signup', '/login']).toContain(navigate.mock.lastCall?.[1].to);
        // However the session ended, the expiry toast was shown at most once.
        expect(notify.mock.calls.filter(([, toast]) => toast === SESSION_EXPIRED_TOAST).length).toBeLessThanOrEqual(1);
      },
      loggedIn: (snapshot, { store, notify }) => {
        expect(store.getSnapshot().context.user).toEqual(snapshot.context.user);
        expect([user, updated]).toContainEqual(snapshot.context.user);
        for (const [, toast] of notify.mock.calls) expect([PROFILE_UPDATED_TOAST, SESSION_EXPIRED_TOAST]).toContainEqual(toast);
      },
      loggingIn: (_s, { calls }) => expect(calls.isPending('login')).toBe(true),
      loggingOut: (_s, { calls }) => expect(calls.made.at(-1)).toEqual({ id: 'logout', input: { token: 'tok-1' } }),
      signingUp: (_s, { calls }) => expect(calls.isPending('signup')).toBe(true),
      savingProfile: (_s, { calls }) => expect(calls.isPending('updateProfile')).toBe(true),
    },
  });
}, 20_000);
