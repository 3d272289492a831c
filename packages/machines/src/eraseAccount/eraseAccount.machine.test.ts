import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sampleUser } from '../testing/fixtures';
import { createPendingCalls } from '../testing/pendingCalls';
import { eraseAccountMachine } from './eraseAccount.machine';

const WRONG = { code: 'currentPasswordWrong', params: {}, detail: 'That is not your current password.', errors: [{ field: 'password', code: 'invalid', params: {}, message: 'That is not your current password.' }] };
const DEMO = { code: 'demoAccountKept', params: {}, detail: 'The demo account is shared by every visitor, so it cannot be erased.' };
const refusal = (status: number, problem: { detail: string }) => Object.assign(new Error(problem.detail), { status, problem });

function start() {
  const calls = createPendingCalls();
  const effects = { notify: vi.fn(), signOut: vi.fn(), navigate: vi.fn() };
  const actor = createActor(eraseAccountMachine.provide({ actors: { eraseAccount: calls.logic() }, actions: effects }), { input: { user: sampleUser } }).start();
  return { actor, calls, ...effects };
}

describe('erase account', () => {
  it('asks for the password before sending anything, then sends it once with the token, signs out, says so and goes home', async () => {
    const { actor, calls, notify, signOut, navigate } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: { key: 'field.passwordMissing' } });
    expect(calls.made).toEqual([]);
    actor.send({ type: 'CHANGE', value: 'first-cork-2026' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    expect(calls.made).toEqual([{ id: 'eraseAccount', input: { userId: sampleUser.id, token: sampleUser.token, password: 'first-cork-2026' } }]);
    calls.resolve('eraseAccount', undefined);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(expect.anything(), { title: { key: 'notice.account' }, description: { key: 'notice.accountErased' }, variant: 'success' });
    expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/' });
  });

  it('shows a wrong password under its field and any other refusal above the button, staying signed in', async () => {
    const { actor, calls, signOut } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHANGE', value: 'not-it' });
    actor.send({ type: 'SUBMIT' });
    calls.reject('eraseAccount', refusal(400, WRONG));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('confirming'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: { key: 'problem.currentPasswordWrong' } });
    actor.send({ type: 'SUBMIT' });
    calls.reject('eraseAccount', refusal(403, DEMO));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('confirming'));
    expect(actor.getSnapshot().context.problem).toBeTruthy();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(signOut).not.toHaveBeenCalled();
  });

  it('forgets the password typed when the dialog is closed', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHANGE', value: 'first-cork-2026' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.password).toBe('');
  });
});
