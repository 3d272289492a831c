import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ACCOUNT_FIELD_WORDS, LOGIN_FIELD_WORDS, PASSWORDS_DONT_MATCH, PROFILE_UPDATED_TOAST, SESSION_ENDED_TOAST } from '../messages';
import { createShopStore } from '../store/shopStore';
import { createMemoryStorage } from '../store/memoryStorage';
import { createPendingCalls } from '../testing/pendingCalls';
import type { ProfileChanges, SignupForm } from '../types';
import { withFakeSessionCalls } from './fakeSessionCalls';
import { EMPTY_SIGNUP_FORM, sessionMachine } from './session.machine';
import { sampleUser } from '../testing/fixtures';

const user = sampleUser;
const changes: ProfileChanges = { firstname: 'Ana María', lastname: 'Suárez', address: 'Rambla 99', phone: '099 111 222', email: 'ana@example.com', avatar: null };
const form: SignupForm = {
  firstname: 'Leo',
  lastname: 'Pérez',
  address: 'Colonia 1',
  phone: '091 234 567',
  email: 'leo@example.com',
  password: 'secret-1',
  confirmPassword: 'secret-1',
};

function start({ loggedIn = false } = {}) {
  const storage = createMemoryStorage();
  const store = createShopStore({ storage });
  if (loggedIn) store.trigger.userSet({ user });
  const calls = createPendingCalls();
  const navigate = vi.fn();
  const notify = vi.fn();
  const machine = withFakeSessionCalls(sessionMachine, { calls, navigate, notify });
  const actor = createActor(machine, { input: { store } }).start();
  const storedUser = () => store.getSnapshot().context.user;
  return { actor, store, storage, calls, navigate, notify, storedUser };
}

function fill(actor: ReturnType<typeof start>['actor'], values: SignupForm) {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'SIGNUP.CHANGE', field: field as keyof SignupForm, value });
}

describe('session', () => {
  it('login stores the returned user, keeps it across reloads and goes to /', async () => {
    const { actor, calls, navigate, storedUser, storage } = start();
    actor.send({ type: 'LOGIN', credentials: { email: 'ana@example.com', password: 'pw' } });
    expect(calls.made).toEqual([{ id: 'login', input: { email: 'ana@example.com', password: 'pw' } }]);
    await calls.resolve('login', user);
    expect(storedUser()).toEqual(user);
    expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/' });
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    const reloaded = createActor(sessionMachine, { input: { store: createShopStore({ storage }) } }).start();
    expect(reloaded.getSnapshot().matches('loggedIn')).toBe(true);
  });

  it("a failed login shows the server's reason and stores nobody", async () => {
    const { actor, calls, storedUser, navigate } = start();
    actor.send({ type: 'LOGIN', credentials: { email: 'ana@example.com', password: 'wrong' } });
    await calls.reject('login', new Error('Wrong email or password'));
    expect(actor.getSnapshot().context.problem).toBe('Wrong email or password');
    expect(storedUser()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['revoking works', (calls: ReturnType<typeof createPendingCalls>) => calls.resolve('logout')],
    ['revoking fails', (calls: ReturnType<typeof createPendingCalls>) => calls.reject('logout', new Error('offline'))],
  ])('logout revokes the token and clears the user when %s', async (_label, settle) => {
    const { actor, calls, storedUser, navigate } = start({ loggedIn: true });
    actor.send({ type: 'LOGOUT' });
    expect(calls.made).toEqual([{ id: 'logout', input: { token: 'tok-1' } }]);
    await settle(calls);
    expect(storedUser()).toBeNull();
    expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
  });

  it('logging out clears an earlier failure message', async () => {
    const { actor, calls } = start({ loggedIn: true });
    actor.send({ type: 'PROFILE.SAVE', changes });
    await calls.reject('updateProfile', new Error('Email is not valid'));
    actor.send({ type: 'LOGOUT' });
    await calls.resolve('logout');
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it("signup with different passwords says so under the confirmation, keeps what was typed and sends nothing", () => {
    const { actor, calls } = start();
    const mismatched = { ...form, confirmPassword: 'secret-2' };
    fill(actor, mismatched);
    actor.send({ type: 'SIGNUP.SUBMIT' });
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: { confirmPassword: PASSWORDS_DONT_MATCH }, signup: mismatched, refusals: 1 });
    expect(calls.made).toEqual([]);
  });

  it('signup refuses what the contract would, under each field in the shop’s words, and sends nothing', () => {
    const { actor, calls } = start();
    fill(actor, { ...form, address: 'ab', phone: 'abc', email: 'leo@' });
    actor.send({ type: 'SIGNUP.SUBMIT' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      address: ACCOUNT_FIELD_WORDS.address('minLength'),
      phone: ACCOUNT_FIELD_WORDS.phone('pattern'),
      email: ACCOUNT_FIELD_WORDS.email('format'),
    });
    expect(Object.values(actor.getSnapshot().context.fieldErrors).join(' ')).not.toMatch(/\b(address|phone|email) must\b/);
    expect(calls.made).toEqual([]);
    // Corrected fields lose their mark as they are typed; each refused submit counts.
    actor.send({ type: 'SIGNUP.CHANGE', field: 'address', value: 'Colonia 1234' });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['phone', 'email']);
    actor.send({ type: 'SIGNUP.SUBMIT' });
    expect(actor.getSnapshot().context.refusals).toBe(2);
  });

  it('a taken email is shown under the email field, in the shop’s words', async () => {
    const { actor, calls } = start();
    fill(actor, form);
    actor.send({ type: 'SIGNUP.SUBMIT' });
    await calls.reject('signup', Object.assign(new Error('email taken'), { status: 409, problem: { detail: 'email taken', errors: [{ field: 'email', code: 'taken', message: 'email taken' }] } }));
    expect(actor.getSnapshot().context).toMatchObject({ problem: null, fieldErrors: { email: ACCOUNT_FIELD_WORDS.email('taken') }, refusals: 1, signup: form });
  });

  it('signup sends the form without the confirmation, clears it and goes to /login, remembering the new email', async () => {
    const { actor, calls, navigate } = start();
    fill(actor, form);
    actor.send({ type: 'SIGNUP.SUBMIT' });
    const { confirmPassword: _confirm, ...payload } = form;
    expect(calls.made).toEqual([{ id: 'signup', input: payload }]);
    await calls.resolve('signup');
    expect(actor.getSnapshot().context).toMatchObject({ signup: EMPTY_SIGNUP_FORM, offeredLogin: { email: 'leo@example.com', after: 'signup' } });
    expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/login' });
  });

  it('offers the login an account given a new password with a reset link, signed out or not', () => {
    const { actor, navigate } = start();
    actor.send({ type: 'LOGIN.OFFER', email: 'leo@example.com' });
    expect(actor.getSnapshot().context.offeredLogin).toEqual({ email: 'leo@example.com', after: 'passwordReset' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a refused signup shows the server's reason and keeps the form", async () => {
    const { actor, calls, navigate } = start();
    fill(actor, form);
    actor.send({ type: 'SIGNUP.SUBMIT' });
    await calls.reject('signup', new Error('That email is already registered'));
    expect(actor.getSnapshot().context).toMatchObject({ problem: 'That email is already registered', signup: form, offeredLogin: null });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logout from the signup page leads back to it', async () => {
    const { actor, calls, navigate } = start({ loggedIn: true });
    actor.send({ type: 'LOGOUT', to: '/signup' });
    await calls.resolve('logout');
    expect(navigate).toHaveBeenLastCalledWith(expect.anything(), { to: '/signup' });
    actor.send({ type: 'LOGIN', credentials: { email: 'ana@example.com', password: 'pw' } });
    await calls.resolve('login', user);
    actor.send({ type: 'LOGOUT' });
    await calls.resolve('logout');
    expect(navigate).toHaveBeenLastCalledWith(expect.anything(), { to: '/' });
  });

  it('a profile update replaces the stored user and shows the Updated Profile toast', async () => {
    const { actor, calls, notify, storedUser } = start({ loggedIn: true });
    actor.send({ type: 'PROFILE.SAVE', changes });
    expect(calls.made).toEqual([{ id: 'updateProfile', input: { userId: 7, token: 'tok-1', changes } }]);
    const updated = { ...user, firstname: 'Ana María', address: 'Rambla 99', avatar: 'ana.png' };
    await calls.resolve('updateProfile', updated);
    expect(storedUser()).toEqual(updated);
    expect(notify).toHaveBeenCalledWith(expect.anything(), PROFILE_UPDATED_TOAST);
  });

  it('a profile save with a phone of letters is refused at the phone and not sent', () => {
    const { actor, calls } = start({ loggedIn: true });
    actor.send({ type: 'PROFILE.SAVE', changes: { ...changes, phone: 'abc' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ phone: ACCOUNT_FIELD_WORDS.phone('minLength') });
    expect(calls.made).toEqual([]);
  });

  it('a login with an empty password is refused at the password and not sent', () => {
    const { actor, calls } = start();
    actor.send({ type: 'LOGIN', credentials: { email: 'ana@example.com', password: '' } });
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: { password: LOGIN_FIELD_WORDS.password('required') }, refusedForm: 'login' });
    expect(calls.made).toEqual([]);
  });

  it("a failed profile update keeps the user and shows the server's reason", async () => {
    const { actor, calls, notify, storedUser } = start({ loggedIn: true });
    actor.send({ type: 'PROFILE.SAVE', changes });
    await calls.reject('updateProfile', new Error('Email is not valid'));
    expect(storedUser()).toEqual(user);
    expect(actor.getSnapshot().context.problem).toBe('Email is not valid');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('session expiry', () => {
  it('a 401 to a call made with the current token clears the session and shows one toast, however many calls fail', () => {
    const { actor, notify, storedUser, navigate } = start({ loggedIn: true });
    actor.send({ type: 'SESSION.EXPIRED', token: 'tok-1' });
    actor.send({ type: 'SESSION.EXPIRED', token: 'tok-1' });
    actor.send({ type: 'SESSION.EXPIRED', token: 'tok-1' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(storedUser()).toBeNull();
    expect(notify.mock.calls).toEqual([[expect.anything(), expect.objectContaining({ description: SESSION_ENDED_TOAST.description })]]);
    // The shop's routes send a signed-in screen to the login; others stay where they are.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 401 to a call made with an earlier token leaves the new session alone', () => {
    const { actor, notify, storedUser } = start({ loggedIn: true });
    actor.send({ type: 'SESSION.EXPIRED', token: 'tok-0' });
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(storedUser()).toEqual(user);
    expect(notify).not.toHaveBeenCalled();
  });

  it('a profile save refused for an expired session ends the session instead of showing a form error', async () => {
    const { actor, calls, notify, storedUser } = start({ loggedIn: true });
    actor.send({ type: 'PROFILE.SAVE', changes });
    actor.send({ type: 'SESSION.EXPIRED', token: 'tok-1' });
    await calls.reject('updateProfile', new Error('Your session has expired. Please log in again.'));
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(storedUser()).toBeNull();
    expect(notify.mock.calls).toEqual([[expect.anything(), SESSION_ENDED_TOAST]]);
  });

  it('logging out with a token the server no longer knows logs out without the expiry toast', async () => {
    const { actor, calls, notify, navigate } = start({ loggedIn: true });
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'SESSION.EXPIRED', token: 'tok-1' });
    await calls.reject('logout', new Error('Your session has expired. Please log in again.'));
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/' });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('session across tabs', () => {
  it('a logout in another tab (the store losing its user) signs this tab out quietly', () => {
    const { actor, store, notify, navigate } = start({ loggedIn: true });
    store.trigger.loggedOut();
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a login or profile change in another tab shows here', () => {
    const { actor, store } = start();
    store.trigger.userSet({ user });
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    store.trigger.userMerged({ changes: { firstname: 'Ana María' } });
    expect(actor.getSnapshot().context.user).toEqual({ ...user, firstname: 'Ana María' });
  });

  it('a login refused here while another tab logged in leaves this tab signed in with that tab', async () => {
    const { actor, store, calls } = start();
    actor.send({ type: 'LOGIN', credentials: { email: 'ana@example.com', password: 'wrong' } });
    store.trigger.userSet({ user });
    await calls.reject('login', new Error('Wrong email or password'));
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(user);
  });
});
