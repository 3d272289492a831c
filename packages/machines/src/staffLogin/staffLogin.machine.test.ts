import type { Refusal } from '@cellar/i18n';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sampleStaff } from '../testing/fixtures';
import { createPendingCalls } from '../testing/pendingCalls';
import { SOMETHING_WENT_WRONG } from '../messages';
import type { Said } from '../types';
import { staffLoginMachine } from './staffLogin.machine';

const staff = sampleStaff;
const credentials = { email: staff.email, password: 'cellar-admin-2026' };

/** What the API client throws: its status, and the problem+json (its code, params and detail) when the server sent one. */
function apiError(status: number, refusal?: Refusal, message = refusal?.detail ?? `The server answered ${status}.`) {
  return Object.assign(new Error(message), { status, problem: refusal });
}
const refused = (code: string, detail: string, params: Refusal['params'] = {}): Refusal => ({ code, params, detail });
const NETWORK_FAILURE = 'We could not reach the shop. Check your connection and try again.';

function start() {
  const calls = createPendingCalls();
  const signedIn = vi.fn();
  const actor = createActor(staffLoginMachine.provide({ actors: { login: calls.logic() }, actions: { signedIn } })).start();
  return { actor, calls, signedIn };
}

describe('staff login', () => {
  it('sends the credentials once however often LOGIN comes while they are on their way, then keeps the member of staff', async () => {
    const { actor, calls, signedIn } = start();
    actor.send({ type: 'LOGIN', credentials });
    actor.send({ type: 'LOGIN', credentials });
    expect(calls.made).toEqual([{ id: 'login', input: credentials }]);
    await calls.resolve('login', staff);
    expect(signedIn).toHaveBeenCalledTimes(1);
    expect(signedIn).toHaveBeenCalledWith(expect.anything(), staff);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['wrong password, with the reason', apiError(401, refused('wrongLogin', 'The email or password is incorrect.')), { refusal: refused('wrongLogin', 'The email or password is incorrect.') }],
    ['wrong password, bare', apiError(401), { key: 'admin.login.incorrect' }],
    ['rate limited, with the reason', apiError(429, refused('rateLimited', 'Too many attempts. Please wait 15 minutes and try again.', { minutes: 15 })), { refusal: refused('rateLimited', 'Too many attempts. Please wait 15 minutes and try again.', { minutes: 15 }) }],
    ['rate limited, bare', apiError(429), { key: 'admin.login.tooMany' }],
    ['unavailable, with the reason', apiError(503, refused('signInBusy', 'Too many people are signing in right now. Please try again in a few seconds.')), { refusal: refused('signInBusy', 'Too many people are signing in right now. Please try again in a few seconds.') }],
    ['unavailable, bare', apiError(503), { key: 'admin.login.busy' }],
    ['network failure', apiError(0, undefined, NETWORK_FAILURE), NETWORK_FAILURE],
    ['anything else', 'offline', SOMETHING_WENT_WRONG],
  ] satisfies [string, unknown, Said][])('%s: the form says why, and a new attempt clears it', async (_label, error, message) => {
    const { actor, calls, signedIn } = start();
    actor.send({ type: 'LOGIN', credentials });
    await calls.reject('login', error);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problem).toEqual(message);
    expect(signedIn).not.toHaveBeenCalled();
    actor.send({ type: 'LOGIN', credentials });
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(calls.made).toHaveLength(2);
  });
});
