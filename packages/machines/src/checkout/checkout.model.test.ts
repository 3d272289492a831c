import { expect, it, vi } from 'vitest';
import { DATE_INPUT_INVALID, PAYMENT_METHOD_REQUIRED, SHIPPING_DATE_REQUIRED } from '../messages';
import { createShopStore } from '../store/shopStore';
import { performCartChanged } from '../testing/fillCart';
import { createMemoryStorage } from '../store/memoryStorage';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import type { CartLine, PlacedOrder } from '../types';
import { checkoutMachine, type OrderSubmission } from './checkout.machine';

const TODAY = '2026-03-05';
const line: CartLine = { id: 1, name: 'Malbec', img: 'malbec.png', unitPrice: 500, stock: 3, qty: 1 };

function scenario() {
  const store = createShopStore({ storage: createMemoryStorage() });
  store.trigger.addProduct({ product: line });
  let keysMade = 0;
  const newIdempotencyKey = () => `key-${(keysMade += 1)}`;
  return { input: { store, today: TODAY, newIdempotencyKey }, store, calls: createPendingCalls(), navigate: vi.fn(), notify: vi.fn() };
}

/** How often a path confirmed again after a failure, with the same order or a changed one. */
const retries = { sameOrder: 0, changedOrder: 0 };

it('checkout: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'checkout',
    machine: checkoutMachine,
    implement: (machine, { calls, navigate, notify }) =>
      machine.provide({ actors: { createOrder: calls.logic<PlacedOrder, OrderSubmission>() }, actions: { navigate, notify } }),
    scenarios: { cartWithOneWine: scenario },
    events: [
      { type: 'ADDRESS.CHANGE', value: 'Bulevar Artigas 1' },
      { type: 'DATE.CHANGE', date: '2026-03-10' },
      { type: 'DATE.CHANGE', date: '2026-03-11' },
      { type: 'PAYMENT.CHANGE', method: 'Visa' },
      { type: 'PAYMENT.CHANGE', method: 'PayPal' },
      { type: 'WALLET.PAY' },
      { type: 'CONFIRM' },
      { type: 'cart.changed', lines: [] },
      { type: 'xstate.done.actor.createOrder', output: { id: 1042, totalAmount: 1290 } },
      { type: 'xstate.error.actor.createOrder', error: new Error('Malbec ran out') },
      { type: 'ORDER_MODAL.CLOSE' },
      { type: 'ORDER_MODAL.SEE_ORDERS' },
    ],
    // Fields are independent of one another, so each is changed from its starting value only: every
    // transition stays reachable without walking every combination of field values.
    filterEvents: ({ context }, event) => {
      if (event.type === 'ADDRESS.CHANGE') return context.shippingAddress === '' && context.paymentMethod === null;
      if (event.type === 'DATE.CHANGE') return context.paymentMethod === null || context.shippingDate === TODAY;
      if (event.type === 'PAYMENT.CHANGE') return context.paymentMethod === null;
      if (event.type === 'cart.changed') return context.lines.length > 0;
      return true;
    },
    // Keys are numbered per run, so the model's walk numbers them differently: it follows which order
    // was sent, and `submitting` checks the keys the real actor sent.
    // The count of refusals only grows: followed, every refused confirm would be a new state.
    modelContext: ({ submission, refusals: _refusals, ...context }) => ({ ...context, sentOrder: submission?.order ?? null }),
    perform: performCartChanged,
    states: {
      editing: (snapshot, { store, navigate }) => {
        const { context } = snapshot;
        expect(context.lines).toEqual(store.getSnapshot().context.cart);
        expect([TODAY, '2026-03-10', null]).toContain(context.shippingDate);
        expect([null, PAYMENT_METHOD_REQUIRED]).toContain(context.errors.paymentMethod);
        expect([null, SHIPPING_DATE_REQUIRED, DATE_INPUT_INVALID]).toContain(context.errors.shippingDate);
        // A field message only ever marks a field that is empty.
        if (context.errors.paymentMethod === PAYMENT_METHOD_REQUIRED) expect(context.paymentMethod).toBeNull();
        if (context.errors.shippingDate === SHIPPING_DATE_REQUIRED) expect(context.shippingDate).toBeNull();
        if (context.errors.shippingAddress) expect(context.shippingAddress).toBe('');
        expect([null, 'Malbec ran out']).toContain(context.problem);
        expect(navigate).not.toHaveBeenCalled();
      },
      submitting: (snapshot, { calls }) => {
        expect(calls.isPending('createOrder')).toBe(true);
        const sent = calls.made.map(({ input }) => input as OrderSubmission);
        const last = sent.at(-1);
        const earlier = sent.slice(0, -1);
        // The order carries the cart as it was at CONFIRM, which is never empty.
        expect(last?.order).toMatchObject({ productList: [line], paymentMethod: snapshot.context.paymentMethod });
        const previous = earlier.at(-1);
        if (!previous || !last) return;
        // Only failures lead back to a CONFIRM: the same order again may have been made, so it keeps its key; a changed one is new.
        if (JSON.stringify(previous.order) === JSON.stringify(last.order)) {
          retries.sameOrder += 1;
          expect(last.idempotencyKey).toBe(previous.idempotencyKey);
        } else {
          retries.changedOrder += 1;
          expect(earlier.map(({ idempotencyKey }) => idempotencyKey)).not.toContain(last.idempotencyKey);
        }
      },
      ordered: (snapshot, { store }) => {
        expect(store.getSnapshot().context.cart).toEqual([]);
        expect(snapshot.context.lines).toEqual([]);
      },
      done: (_snapshot, { navigate }) => expect(['/', '/my-orders']).toContain(navigate.mock.lastCall?.[1].to),
    },
  });
  expect(retries.sameOrder, 'paths retrying the same order').toBeGreaterThan(0);
  expect(retries.changedOrder, 'paths retrying a changed order').toBeGreaterThan(0);
}, 20_000);
