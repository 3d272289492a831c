import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ADDED_TO_CART_TOAST, NEWSLETTER_TOAST } from '../messages';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { currentToast, toastsMachine } from './toasts.machine';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

it('toasts: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'toasts',
    machine: toastsMachine,
    scenarios: { empty: () => ({ input: undefined }) },
    events: [
      { type: 'PUSH', toast: ADDED_TO_CART_TOAST },
      { type: 'PUSH', toast: NEWSLETTER_TOAST },
      { type: 'DISMISS', id: 'toast-1' },
      { type: 'DISMISS', id: 'toast-2' },
      { type: 'WITHDRAW', toast: ADDED_TO_CART_TOAST },
    ],
    // Three pushes reach every situation; more would only renumber them.
    filterEvents: (snapshot, event) => event.type !== 'PUSH' || snapshot.context.nextId <= 3,
    states: {
      idle: (snapshot) => {
        expect(snapshot.context.queue).toEqual([]);
        expect(currentToast(snapshot)).toBeUndefined();
      },
      showing: (snapshot) => {
        expect(snapshot.context.queue.length).toBeGreaterThan(0);
        expect(currentToast(snapshot)).toEqual(snapshot.context.queue[0]);
      },
    },
  });
});
