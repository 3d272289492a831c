import { assign, setup, type SnapshotFrom } from 'xstate';
import { TOAST_DURATION_MS } from '../messages';
import type { Toast, ToastContent } from '../types';

export interface ToastsContext {
  /** The first toast is on screen; the rest wait their turn. */
  queue: Toast[];
  nextId: number;
}

/**
 * DISMISS closes one toast by its id (its close button); WITHDRAW one by its words, whose news another
 * part of the page now shows (the cart drawer, opened, shows the wine just added).
 */
export type ToastsEvent = { type: 'PUSH'; toast: ToastContent } | { type: 'DISMISS'; id: string } | { type: 'WITHDRAW'; toast: ToastContent };

// Phrases are compared by their key and values, as they will read.
const sameWords = (a: ToastContent, b: ToastContent) => JSON.stringify([a.title, a.description]) === JSON.stringify([b.title, b.description]);

/** Whether `event` (DISMISS or WITHDRAW) names `toast`. */
const names = (event: ToastsEvent, toast: Toast) =>
  (event.type === 'DISMISS' && toast.id === event.id) || (event.type === 'WITHDRAW' && sameWords(toast, event.toast));

/**
 * The toast queue (spec section 9: toasts auto-hide after 3000 ms). Flows push toasts
 * (`{ title, description, variant }`) through their `notify` action; one toast shows at a time, each
 * for 3000 ms or until dismissed, then the next. A toast already waiting or showing is not queued
 * twice, so repeated clicks do not stack identical messages. The shop and the back office each run one;
 * their toasts are phrases, said in the reader's language where shown. No injected effects.
 */
/** The toast a DISMISS or WITHDRAW names goes: the shown one makes way for the next, a waiting one leaves the queue. */
const dropNamed = [
  { guard: 'isShowing', target: 'next', actions: 'dropCurrent' },
  { actions: 'dropWaiting' },
] as const;

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      if (event.type !== 'PUSH') return {};
      return { queue: [...context.queue, { ...event.toast, id: `toast-${context.nextId}` }], nextId: context.nextId + 1 };
    }),
    dropCurrent: assign({ queue: ({ context }) => context.queue.slice(1) }),
    dropWaiting: assign({ queue: ({ context, event }) => context.queue.filter((toast, index) => index === 0 || !names(event, toast)) }),
  },
  guards: {
    isNew: ({ context, event }) =>
      event.type === 'PUSH' && !context.queue.some((toast) => sameWords(toast, event.toast)),
    anyWaiting: ({ context }) => context.queue.length > 0,
    isShowing: ({ context, event }) => context.queue[0] !== undefined && names(event, context.queue[0]),
  },
}).createMachine({
  id: 'toasts',
  context: { queue: [], nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: { PUSH: { target: 'showing', actions: 'enqueue' } },
    },
    showing: {
      on: {
        PUSH: { guard: 'isNew', actions: 'enqueue' },
        DISMISS: dropNamed,
        WITHDRAW: dropNamed,
      },
      after: { [TOAST_DURATION_MS]: { target: 'next', actions: 'dropCurrent' } },
    },
    next: {
      always: [{ guard: 'anyWaiting', target: 'showing' }, { target: 'idle' }],
    },
  },
});

/** The toast on screen, if any. */
export function currentToast(snapshot: SnapshotFrom<typeof toastsMachine>): Toast | undefined {
  return snapshot.matches('showing') ? snapshot.context.queue[0] : undefined;
}
