import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sampleUser } from '../testing/fixtures';
import { createPendingCalls } from '../testing/pendingCalls';
import { forgotPasswordMachine } from './forgotPassword.machine';

const TOO_MANY = { code: 'rateLimited', params: { minutes: 60 }, detail: 'Too many attempts. Please wait 60 minutes and try again.' };
const BAD_EMAIL = { code: 'validation', params: {}, detail: 'Please correct: email', errors: [{ field: 'email', code: 'format', params: {}, message: 'email must be a valid email address.' }] };

function start() {
  const calls = createPendingCalls();
  const actor = createActor(forgotPasswordMachine.provide({ actors: { requestReset: calls.logic() } })).start();
  return { actor, calls };
}

describe('forgot password', () => {
  it('asks once for a well-formed email and then says the same confirmation, with how long a link works', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'EMAIL.CHANGE', value: sampleUser.email });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    expect(calls.made).toEqual([{ id: 'requestReset', input: { email: sampleUser.email } }]);
    await calls.resolve('requestReset', { validMinutes: 60 });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.asked).toEqual({ email: sampleUser.email, validMinutes: 60 });
  });

  it.each([
    ['', { key: 'field.emailMissing' }],
    ['ana@', { key: 'field.emailInvalid' }],
  ])('refuses %j under the field without asking, and takes the shopper there', (email, message) => {
    const { actor, calls } = start();
    actor.send({ type: 'EMAIL.CHANGE', value: email });
    actor.send({ type: 'SUBMIT' });
    expect(calls.made).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: { email: message }, refusals: 1 });
    actor.send({ type: 'EMAIL.CHANGE', value: 'ana@example.com' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it("shows a server's refusal of the email under it, and any other refusal by its code above the button", async () => {
    const { actor, calls } = start();
    actor.send({ type: 'EMAIL.CHANGE', value: sampleUser.email });
    actor.send({ type: 'SUBMIT' });
    await calls.reject('requestReset', Object.assign(new Error(BAD_EMAIL.detail), { status: 400, problem: BAD_EMAIL }));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: { email: { key: 'field.emailInvalid' } }, problem: null, refusals: 1 });

    actor.send({ type: 'SUBMIT' });
    await calls.reject('requestReset', Object.assign(new Error(TOO_MANY.detail), { status: 429, problem: TOO_MANY }));
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, problem: { refusal: TOO_MANY }, refusals: 1, asked: null });
  });
});
