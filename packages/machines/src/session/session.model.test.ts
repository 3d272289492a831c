import { expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { LOGIN_FIELD_WORDS, PASSWORDS_DONT_MATCH, PROFILE_UPDATED_TOAST, SESSION_ENDED_TOAST } from '../messages';
import { createShopStore, type ShopStore } from '../store/shopStore';
import { createMemoryStorage } from '../store/memoryStorage';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import type { Phrase, SessionUser, SignupForm } from '../types';
import { withFakeSessionCalls } from './fakeSessionCalls';
import { sessionMachine } from './session.machine';
import type { UserChangedEvent } from './watchUser';
import { sampleUser } from '../testing/fixtures';

const user = sampleUser;
const updated: SessionUser = { ...user, address: 'Rambla 99' };
const signup: SignupForm = { firstname: 'Leo', lastname: 'Pérez', address: 'Colonia 1234', phone: '091 234 567', email: 'leo@example.com', password: 'secret-12', confirmPassword: 'secret-12' };
const signupOrder = Object.keys(signup) as (keyof SignupForm)[];
const refusedLogin = { type: 'LOGIN', credentials: { email: 'ana@example.com', password: '' } } as const;
const refusedProfile = { type: 'PROFILE.SAVE', changes: { ...user, phone: 'abc', avatar: null } } as const;

/** The form is filled in order, one field at a time (the confirmation right or 'other'), so the model stays small. */
function fillsNext(form: SignupForm, { field, value }: { field: keyof SignupForm; value: string }): boolean {
  const next = signupOrder.find((name) => form[name] === '');
  return field === next || (field === 'confirmPassword' && form.password !== '' && form.confirmPassword !== '' && form.confirmPassword !== value);
}

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
      refusedLogin,
      { type: 'LOGOUT' },
      { type: 'LOGOUT', to: '/signup' },
      ...signupOrder.map((field) => ({ type: 'SIGNUP.CHANGE', field, value: signup[field] })),
      { type: 'SIGNUP.CHANGE', field: 'confirmPassword', value: 'other' },
      { type: 'SIGNUP.SUBMIT' },
      { type: 'PROFILE.SAVE', changes: { ...user, address: 'Rambla 99', avatar: null } },
      refusedProfile,
      { type: 'SESSION.EXPIRED', token: 'tok-1' },
      { type: 'LOGIN.OFFER', email: 'ana@example.com' },
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
      const form = snapshot.context.signup;
      if (event.type === 'SIGNUP.CHANGE') return fillsNext(form, event as unknown as { field: keyof SignupForm; value: string });
      // A half-filled form is only filled on: sent empty (every field refused) or full (sent, or refused at the
      // confirmation), and the steps between add no transition, only states.
      const halfFilled = form.confirmPassword === '' && Object.values(form).some((value) => value !== '');
      if (halfFilled) return false;
      // Refusing again over a refusal only repeats the refusal transitions already taken.
      if (snapshot.context.refusedForm !== null && (event.type === 'SIGNUP.SUBMIT' || (event as Partial<typeof refusedLogin>).credentials === refusedLogin.credentials || (event as Partial<typeof refusedProfile>).changes === refusedProfile.changes)) return false;
      if (event.type !== 'user.changed') return true;
      const settledOrLoggingIn = (['loggedIn', 'loggedOut', 'loggingIn'] as const).some((state) => snapshot.matches(state));
      return settledOrLoggingIn && JSON.stringify((event as UserChangedEvent).user) !== JSON.stringify(snapshot.context.user);
    },
    // Where a logout leads is checked in `loggedOut` through the navigation; following it here would walk every later step twice.
    // The count of refusals only grows: followed, every refused send would be a new state.
    modelContext: ({ afterLogout: _afterLogout, refusals: _refusals, ...context }) => context,
    perform: performUserChanged,
    states: {
      loggedOut: (snapshot, { store, notify, navigate }) => {
        expect(store.getSnapshot().context.user).toBeNull();
        expect(snapshot.context.user).toBeNull();
        expect([null, 'Wrong email or password', 'That email is already registered']).toContain(snapshot.context.problem);
        // A refused signup keeps what was typed and marks what is missing; a successful one led to the login with the new email.
        const { fieldErrors, signup: form } = snapshot.context;
        if (fieldErrors.confirmPassword) expect(fieldErrors.confirmPassword).toBe(PASSWORDS_DONT_MATCH);
        if (fieldErrors.confirmPassword) expect(form.confirmPassword).not.toBe(form.password);
        // A field marked wrong was left empty in the sign-up (or is the confirmation), or in the login sample.
        const loginRefusal = LOGIN_FIELD_WORDS.password('required');
        for (const [field, message] of Object.entries(fieldErrors) as [keyof SignupForm, Phrase][]) {
          expect(form[field] === '' || field === 'confirmPassword' || message.key === loginRefusal.key, field).toBe(true);
        }
        if (snapshot.context.offeredLogin?.after === 'signup') expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/login' });
        // A logout leads home, or back to the signup form that asked for it.
        expect([undefined, '/', '/signup', '/login']).toContain(navigate.mock.lastCall?.[1].to);
        // However the session ended, the expiry toast was shown at most once.
        expect(notify.mock.calls.filter(([, toast]) => toast === SESSION_ENDED_TOAST).length).toBeLessThanOrEqual(1);
      },
      loggedIn: (snapshot, { store, notify }) => {
        expect(store.getSnapshot().context.user).toEqual(snapshot.context.user);
        expect([user, updated]).toContainEqual(snapshot.context.user);
        for (const [, toast] of notify.mock.calls) expect([PROFILE_UPDATED_TOAST, SESSION_ENDED_TOAST]).toContainEqual(toast);
      },
      loggingIn: (_s, { calls }) => expect(calls.isPending('login')).toBe(true),
      loggingOut: (_s, { calls }) => expect(calls.made.at(-1)).toEqual({ id: 'logout', input: { token: 'tok-1' } }),
      signingUp: (_s, { calls }) => expect(calls.isPending('signup')).toBe(true),
      savingProfile: (_s, { calls }) => expect(calls.isPending('updateProfile')).toBe(true),
    },
  });
}, 60_000);
