import { expect, it, vi } from 'vitest';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import { stockAdjustmentMachine, stockSavedToast, type StockAdjustmentRequest } from './stockAdjustment.machine';
import { stockChange } from './stockChange';

/** The server's refusal: a sale took the bottles meanwhile. */
const SHORT = { code: 'stockBelowZero', params: { name: 'Tannat Reserva', stock: 1, take: 2 }, detail: 'Only 1 bottle of Tannat Reserva in stock: taking 2 bottles away would leave fewer than none.' };

function scenario(stock: number) {
  return () => ({ input: { productId: 7, stock }, calls: createPendingCalls(), notify: vi.fn(), adjusted: vi.fn() });
}

it('stock adjustment: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'stockAdjustment',
    machine: stockAdjustmentMachine,
    implement: (machine, { calls, notify, adjusted }) =>
      machine.provide({ actors: { adjustStock: calls.logic<{ stock: number }, StockAdjustmentRequest>() }, actions: { notify, adjusted } }),
    scenarios: { twoBottles: scenario(2) },
    events: [
      { type: 'SET_REASON', reason: 'restock' },
      { type: 'SET_REASON', reason: 'breakage' },
      { type: 'SET_QUANTITY', quantity: '2' },
      { type: 'SET_QUANTITY', quantity: 'two' },
      { type: 'SET_NOTE', note: 'Pallet from the bodega' },
      { type: 'SUBMIT' },
      { type: 'xstate.done.actor.adjustStock', output: { stock: 4 } },
      { type: 'xstate.error.actor.adjustStock', error: Object.assign(new Error(SHORT.detail), { status: 409, problem: SHORT }) },
    ],
    // Each field is filled once per attempt (how each reason reads the number is stockChange's own test).
    filterEvents: ({ context }, event) =>
      (event.type !== 'SET_NOTE' || context.note === '') && (event.type !== 'SET_QUANTITY' || context.quantity === '') && (event.type !== 'SET_REASON' || context.reason === null),
    states: {
      'editing.idle': (snapshot) => {
        expect(snapshot.context.invalid).toBeNull();
        expect(snapshot.context.problem).toBeNull();
      },
      'editing.invalid': (snapshot) => {
        const result = stockChange(snapshot.context.reason, snapshot.context.quantity, snapshot.context.stock);
        expect(result).toEqual({ error: snapshot.context.invalid });
      },
      'editing.refused': (snapshot, { notify, calls }) => {
        expect(snapshot.context.problem).toEqual({ refusal: SHORT });
        // One toast per saved adjustment, none for the refused one.
        expect(notify).toHaveBeenCalledTimes(calls.made.length - 1);
      },
      'editing.saved': (snapshot, { notify, adjusted, calls }) => {
        // The server's stock is the new starting point, and the form is empty for the next change.
        expect(snapshot.context).toMatchObject({ stock: 4, reason: null, quantity: '', note: '', problem: null });
        expect(notify).toHaveBeenLastCalledWith(expect.anything(), stockSavedToast(4));
        expect(adjusted).toHaveBeenLastCalledWith(expect.anything(), { stock: 4 });
        const sent = calls.made.at(-1)!.input as StockAdjustmentRequest;
        expect(sent.productId).toBe(7);
        expect(sent.change).not.toBe(0);
      },
      saving: (snapshot, { calls }) => {
        expect(calls.isPending('adjustStock')).toBe(true);
        const sent = calls.made.at(-1)!.input as StockAdjustmentRequest;
        expect(stockChange(sent.reason, snapshot.context.quantity, snapshot.context.stock)).toEqual({ change: sent.change });
        expect(sent.note).toBe(snapshot.context.note || undefined);
      },
    },
  });
});
