import { canMoveOrder, orderStatusIsFinal, refusedOrderMove, type OrderStatus } from '@cellar/domain';
import { assign, fromPromise, setup } from 'xstate';
import { problemOr } from '../messages';
import type { Said, ToastContent } from '../types';

export interface OrderMove {
  orderId: number;
  to: OrderStatus;
}

export interface OrderFulfilmentInput {
  orderId: number;
  status: OrderStatus;
}

export interface OrderFulfilmentContext {
  orderId: number;
  status: OrderStatus;
  /** The move waiting for confirmation or being saved. */
  move: OrderStatus | null;
  /** Why the last move was refused (another member of staff moved the order first, a lost session). */
  problem: Said | null;
}

export type OrderFulfilmentEvent = { type: 'MOVE'; to: OrderStatus } | { type: 'CONFIRM' } | { type: 'CANCEL' };

/**
 * Moves an order on: paid → in transit → delivered, or paid → rejected (the domain's rule, which the
 * server enforces too). A move to a final status (delivered, rejected: rejecting also puts the bottles
 * back) is confirmed first; shipping is one click. A move the rule forbids is refused without a call, by the
 * code the server would refuse it with.
 *
 * Provide: actor `moveOrder`: `fromPromise<{ status: OrderStatus }, OrderMove>` (PATCH /orders/{id};
 * rejects with the API client's error, kept by its problem code); actions `notify` (params `ToastContent`) and `moved` (params
 * `{ status: OrderStatus }`, e.g. to refresh the order and the list).
 */
export const orderFulfilmentMachine = setup({
  types: {
    input: {} as OrderFulfilmentInput,
    context: {} as OrderFulfilmentContext,
    events: {} as OrderFulfilmentEvent,
  },
  actors: {
    moveOrder: fromPromise<{ status: OrderStatus }, OrderMove>(() => Promise.reject(new Error('moveOrder actor not provided'))),
  },
  actions: {
    notify: (_, _params: ToastContent) => undefined,
    moved: (_, _params: { status: OrderStatus }) => undefined,
    choose: assign({ move: ({ context, event }) => (event.type === 'MOVE' ? event.to : context.move), problem: null }),
    forget: assign({ move: null }),
    settle: assign({ status: (_, status: OrderStatus) => status, move: null, problem: null }),
    refuse: assign({ problem: (_, problem: Said) => problem, move: null }),
  },
  guards: {
    forbidden: ({ context, event }) => event.type === 'MOVE' && !canMoveOrder(context.status, event.to),
    final: ({ event }) => event.type === 'MOVE' && orderStatusIsFinal(event.to),
  },
}).createMachine({
  id: 'orderFulfilment',
  context: ({ input }) => ({ orderId: input.orderId, status: input.status, move: null, problem: null }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        MOVE: [
          {
            guard: 'forbidden',
            target: '.refused',
            actions: { type: 'refuse', params: ({ context, event }) => ({ refusal: refusedOrderMove(context.status, event.to) }) },
          },
          { guard: 'final', target: 'confirming', actions: 'choose' },
          { target: 'saving', actions: 'choose' },
        ],
      },
      initial: 'idle',
      states: { idle: {}, moved: {}, refused: {} },
    },
    confirming: {
      on: {
        CONFIRM: 'saving',
        CANCEL: { target: 'ready.idle', actions: 'forget' },
      },
    },
    saving: {
      invoke: {
        id: 'moveOrder',
        src: 'moveOrder',
        input: ({ context }) => ({ orderId: context.orderId, to: context.move! }),
        onDone: {
          target: 'ready.moved',
          actions: [
            { type: 'settle', params: ({ event }) => event.output.status },
            { type: 'moved', params: ({ event }) => ({ status: event.output.status }) },
            { type: 'notify', params: ({ context, event }) => orderMovedToast(context.orderId, event.output.status) },
          ],
        },
        onError: { target: 'ready.refused', actions: { type: 'refuse', params: ({ event }) => problemOr(event.error) } },
      },
    },
  },
});

export function orderMovedToast(orderId: number, status: OrderStatus): ToastContent {
  return { title: { key: 'admin.section.orders' }, description: { key: 'admin.order.moved', values: { id: String(orderId), status } }, variant: 'success' };
}
