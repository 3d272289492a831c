import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ADDED_TO_CART_TOAST, NEWSLETTER_TOAST } from '../messages';
import { currentToast, toastsMachine } from './toasts.machine';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const shown = (actor: ReturnType<typeof start>) => currentToast(actor.getSnapshot())?.description;
const start = () => createActor(toastsMachine).start();

describe('toast queue', () => {
  it('shows a pushed toast for 3000 ms', async () => {
    const actor = start();
    actor.send({ type: 'PUSH', toast: ADDED_TO_CART_TOAST });
    expect(currentToast(actor.getSnapshot())).toMatchObject({ ...ADDED_TO_CART_TOAST, id: 'toast-1' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(shown(actor)).toBe(ADDED_TO_CART_TOAST.description);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown(actor)).toBeUndefined();
  });

  it('shows queued toasts one after another, each for 3000 ms', async () => {
    const actor = start();
    actor.send({ type: 'PUSH', toast: ADDED_TO_CART_TOAST });
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'PUSH', toast: NEWSLETTER_TOAST });
    await vi.advanceTimersByTimeAsync(2000);
    expect(shown(actor)).toBe(NEWSLETTER_TOAST.description);
    await vi.advanceTimersByTimeAsync(2999);
    expect(shown(actor)).toBe(NEWSLETTER_TOAST.description);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown(actor)).toBeUndefined();
  });

  it('does not queue the same message twice', () => {
    const actor = start();
    actor.send({ type: 'PUSH', toast: ADDED_TO_CART_TOAST });
    actor.send({ type: 'PUSH', toast: ADDED_TO_CART_TOAST });
    expect(actor.getSnapshot().context.queue).toHaveLength(1);
  });

  it('dismissing the shown toast brings the next one with a fresh 3000 ms', async () => {
    const actor = start();
    actor.send({ type: 'PUSH', toast: ADDED_TO_CART_TOAST });
    actor.send({ type: 'PUSH', toast: NEWSLETTER_TOAST });
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'DISMISS', id: 'toast-1' });
    expect(shown(actor)).toBe(NEWSLETTER_TOAST.description);
    await vi.advanceTimersByTimeAsync(2999);
    expect(shown(actor)).toBe(NEWSLETTER_TOAST.description);
  });

  it('withdraws a toast by its words, shown or waiting, leaving the others', async () => {
    const actor = start();
    actor.send({ type: 'PUSH', toast: ADDED_TO_CART_TOAST });
    actor.send({ type: 'PUSH', toast: NEWSLETTER_TOAST });
    actor.send({ type: 'WITHDRAW', toast: ADDED_TO_CART_TOAST });
    expect(shown(actor)).toBe(NEWSLETTER_TOAST.description);
    await vi.advanceTimersByTimeAsync(2999);
    expect(shown(actor)).toBe(NEWSLETTER_TOAST.description);

    const waiting = start();
    waiting.send({ type: 'PUSH', toast: NEWSLETTER_TOAST });
    waiting.send({ type: 'PUSH', toast: ADDED_TO_CART_TOAST });
    waiting.send({ type: 'WITHDRAW', toast: ADDED_TO_CART_TOAST });
    expect(waiting.getSnapshot().context.queue.map((toast) => toast.description)).toEqual([NEWSLETTER_TOAST.description]);
    waiting.send({ type: 'WITHDRAW', toast: ADDED_TO_CART_TOAST });
    expect(shown(waiting)).toBe(NEWSLETTER_TOAST.description);
  });
});
