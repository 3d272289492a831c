import { canMoveOrder, orderStatusIsFinal, type OrderStatus } from '@cellar/domain';
import { expect, it, vi } from 'vitest';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import { orderFulfilmentMachine, orderMovedToast, type OrderMove } from './orderFulfilment.machine';

const STATUSES: OrderStatus[] = ['paid', 'in transit', 'delivered', 'rejected'];
/** Another member of staff delivered the order first. */
const FINAL = { code: 'orderFinal', params: { status: 'delivered' }, detail: 'This order is delivered: that is final.' };

function scenario(status: OrderStatus) {
  return () => ({ input: { orderId: 1042, status }, calls: createPendingCalls(), notify: vi.fn(), moved: vi.fn() });
}

it('order fulfilment: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'orderFulfilment',
    machine: orderFulfilmentMachine,
    implement: (machine, { calls, notify, moved }) =>
      machine.provide({ actors: { moveOrder: calls.logic<{ status: OrderStatus }, OrderMove>() }, actions: { notify, moved } }),
    scenarios: { paid: scenario('paid'), inTransit: scenario('in transit'), delivered: scenario('delivered') },
    events: [
      ...STATUSES.map((to) => ({ type: 'MOVE', to })),
      { type: 'CONFIRM' },
      { type: 'CANCEL' },
      // The server answers the status it saved, which is the one asked for.
      ...STATUSES.map((status) => ({ type: 'xstate.done.actor.moveOrder', output: { status } })),
      { type: 'xstate.error.actor.moveOrder', error: Object.assign(new Error(FINAL.detail), { status: 409, problem: FINAL }) },
    ],
    filterEvents: ({ context }, event) => event.type !== 'xstate.done.actor.moveOrder' || event.output.status === context.move,
    states: {
      'ready.idle': (snapshot, { calls }) => {
        expect(snapshot.context.move).toBeNull();
        expect(snapshot.context.problem).toBeNull();
        expect(calls.isPending('moveOrder')).toBe(false);
      },
      'ready.moved': (snapshot, { calls, notify, moved }) => {
        const sent = calls.made.at(-1)!.input as OrderMove;
        expect(snapshot.context.status).toBe(sent.to);
        expect(moved).toHaveBeenLastCalledWith(expect.anything(), { status: sent.to });
        expect(notify).toHaveBeenLastCalledWith(expect.anything(), orderMovedToast(1042, sent.to));
      },
      'ready.refused': (snapshot) => {
        // Refused by the code the server refuses with, whether the rule refused it here or the server did.
        expect(snapshot.context.problem).toMatchObject({ refusal: { code: expect.stringMatching(/^order(Final|MoveRefused|AlreadyInStatus)$/) } });
        expect(snapshot.context.move).toBeNull();
      },
      confirming: (snapshot, { calls }) => {
        // Only a move to a final status waits for a yes, and nothing is sent before it.
        expect(orderStatusIsFinal(snapshot.context.move!)).toBe(true);
        expect(calls.isPending('moveOrder')).toBe(false);
      },
      saving: (snapshot, { calls }) => {
        const sent = calls.made.at(-1)!.input as OrderMove;
        expect(sent).toEqual({ orderId: 1042, to: snapshot.context.move });
        // A move the rule forbids never reaches the server.
        for (const call of calls.made) expect(STATUSES).toContain((call.input as OrderMove).to);
        expect(canMoveOrder(snapshot.context.status, sent.to)).toBe(true);
      },
    },
  });
});
