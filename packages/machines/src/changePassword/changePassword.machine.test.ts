import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PASSWORD_CHANGED_TOAST, PASSWORDS_DONT_MATCH } from '../messages';
import { sampleUser } from '../testing/fixtures';
import { createPendingCalls } from '../testing/pendingCalls';
import { changePasswordMachine } from './changePassword.machine';

const WRONG = { code: 'currentPasswordWrong', params: {}, detail: 'That is not your current password.', errors: [{ field: 'currentPassword', code: 'invalid', params: {}, message: 'That is not your current password.' }] };
const TOO_MANY = { code: 'rateLimited', params: { minutes: 15 }, detail: 'Too many attempts. Please wait 15 minutes and try again.' };
const refusal = (status: number, problem: { detail: string }) => Object.assign(new Error(problem.detail), { status, problem });

function start() {
  const calls = createPendingCalls();
  const notify = vi.fn();
  const actor = createActor(changePasswordMachine.provide({ actors: { changePassword: calls.logic() }, actions: { notify } }), { input: { user: sampleUser } }).start();
  const fill = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => {
    actor.send({ type: 'CHANGE', field: 'currentPassword', value: currentPassword });
    actor.send({ type: 'CHANGE', field: 'newPassword', value: newPassword });
    actor.send({ type: 'CHANGE', field: 'confirmPassword', value: confirmPassword });
    actor.send({ type: 'SUBMIT' });
  };
  return { actor, calls, notify, fill };
}

describe('change password', () => {
  it("sends the shopper's token and both passwords once, then empties the form and says so", async () => {
    const { actor, calls, notify, fill } = start();
    fill('old-cork-2026', 'new-cork-2026');
    actor.send({ type: 'SUBMIT' });
    expect(calls.made).toEqual([{ id: 'changePassword', input: { userId: sampleUser.id, token: sampleUser.token, currentPassword: 'old-cork-2026', newPassword: 'new-cork-2026' } }]);
    await calls.resolve('changePassword');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ currentPassword: '', newPassword: '', confirmPassword: '', problem: null });
    expect(notify).toHaveBeenCalledExactlyOnceWith(expect.anything(), PASSWORD_CHANGED_TOAST);
  });

  it('refuses a missing current password, a short new one and two that differ at their fields, sending nothing', () => {
    const { actor, calls, fill } = start();
    fill('', 'short');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ currentPassword: { key: 'field.passwordMissing' }, newPassword: { key: 'field.passwordTooShort', values: { min: 8 } } });
    fill('old-cork-2026', 'new-cork-2026', 'new-cork-2027');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirmPassword: PASSWORDS_DONT_MATCH });
    expect(actor.getSnapshot().context.refusals).toBe(2);
    expect(calls.made).toEqual([]);
  });

  it("shows the server's wrong current password under its field, and any other refusal above the button, keeping what was typed", async () => {
    const { actor, calls, notify, fill } = start();
    fill('not-it', 'new-cork-2026');
    await calls.reject('changePassword', refusal(400, WRONG));
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: { currentPassword: { key: 'problem.currentPasswordWrong' } }, problem: null, refusals: 1, newPassword: 'new-cork-2026' });
    actor.send({ type: 'SUBMIT' });
    await calls.reject('changePassword', refusal(429, TOO_MANY));
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, problem: { refusal: TOO_MANY }, refusals: 1 });
    expect(notify).not.toHaveBeenCalled();
  });
});
