import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PASSWORD_RESET_TOAST, PASSWORDS_DONT_MATCH } from '../messages';
import { createPendingCalls } from '../testing/pendingCalls';
import { LOGIN_AFTER_RESET, newPasswordMachine } from './newPassword.machine';

const TOKEN = 'x'.repeat(43);
const LINK_INVALID = { code: 'resetLinkInvalid', params: {}, detail: 'This reset link no longer works: it was used, it expired, or it is not whole. Ask for a new one.' };
const TOO_MANY = { code: 'rateLimited', params: { minutes: 60 }, detail: 'Too many attempts. Please wait 60 minutes and try again.' };
const refusal = (status: number, problem: { detail: string }) => Object.assign(new Error(problem.detail), { status, problem });

function start() {
  const calls = createPendingCalls();
  const navigate = vi.fn();
  const notify = vi.fn();
  const offerLogin = vi.fn();
  const actor = createActor(newPasswordMachine.provide({ actors: { setPassword: calls.logic() }, actions: { navigate, notify, offerLogin } }), { input: { token: TOKEN } }).start();
  const fill = (password: string, confirmPassword = password) => {
    actor.send({ type: 'CHANGE', field: 'password', value: password });
    actor.send({ type: 'CHANGE', field: 'confirmPassword', value: confirmPassword });
    actor.send({ type: 'SUBMIT' });
  };
  return { actor, calls, navigate, notify, offerLogin, fill };
}

describe('new password with a reset link', () => {
  it("sends the token and the password once, then goes to the login with the toast, offering the account's email", async () => {
    const { actor, calls, navigate, notify, offerLogin, fill } = start();
    fill('tannat-and-toast');
    actor.send({ type: 'SUBMIT' });
    expect(calls.made).toEqual([{ id: 'setPassword', input: { token: TOKEN, password: 'tannat-and-toast' } }]);
    await calls.resolve('setPassword', { email: 'lucia@example.com' });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(notify).toHaveBeenCalledExactlyOnceWith(expect.anything(), PASSWORD_RESET_TOAST);
    expect(offerLogin).toHaveBeenCalledExactlyOnceWith(expect.anything(), { email: 'lucia@example.com' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(expect.anything(), { to: LOGIN_AFTER_RESET });
    expect(offerLogin.mock.invocationCallOrder[0]).toBeLessThan(navigate.mock.invocationCallOrder[0]!);
  });

  it("refuses a short password and passwords that differ at their fields, sending nothing", () => {
    const { actor, calls, fill } = start();
    fill('short');
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: { password: { key: 'field.passwordTooShort', values: { min: 8 } } }, refusals: 1 });
    fill('tannat-and-toast', 'tannat-and-jam');
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: { confirmPassword: PASSWORDS_DONT_MATCH }, refusals: 2 });
    actor.send({ type: 'CHANGE', field: 'confirmPassword', value: 'tannat-and-toast' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(calls.made).toEqual([]);
  });

  it('ends on one message for a used, expired or unknown link, forgetting what was typed', async () => {
    const { actor, calls, navigate, fill } = start();
    fill('tannat-and-toast');
    await calls.reject('setPassword', refusal(400, LINK_INVALID));
    expect(actor.getSnapshot().value).toBe('linkInvalid');
    expect(actor.getSnapshot().context).toMatchObject({ problem: null, password: '', confirmPassword: '' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes a token the server refuses as not whole for a link that no longer works', async () => {
    const { actor, calls, fill } = start();
    fill('tannat-and-toast');
    const cut = { code: 'validation', params: {}, detail: 'Please correct: token', errors: [{ field: 'token', code: 'pattern', params: {}, message: 'token is not valid.' }] };
    await calls.reject('setPassword', refusal(400, cut));
    expect(actor.getSnapshot().value).toBe('linkInvalid');
  });

  it('knows an address without a token for a link that never was, and sends nothing', () => {
    const calls = createPendingCalls();
    const actor = createActor(newPasswordMachine.provide({ actors: { setPassword: calls.logic() } }), { input: { token: '' } }).start();
    expect(actor.getSnapshot().value).toBe('linkInvalid');
    expect(calls.made).toEqual([]);
  });

  it('keeps the form after any other refusal, with its reason', async () => {
    const { actor, calls, fill } = start();
    fill('tannat-and-toast');
    await calls.reject('setPassword', refusal(429, TOO_MANY));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ problem: { refusal: TOO_MANY }, password: 'tannat-and-toast' });
  });
});
