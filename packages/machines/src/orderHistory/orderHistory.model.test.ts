import { expect, it, vi } from 'vitest';
import { ADDED_TO_CART_TOAST, OUT_OF_STOCK_REFUSAL, UNAVAILABLE_WINE_TOAST, stockLimitMessage } from '../messages';
import { createShopStore } from '../store/shopStore';
import { performCartChanged } from '../testing/fillCart';
import { createMemoryStorage } from '../store/memoryStorage';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import type { ProductSummary } from '../types';
import { orderHistoryMachine } from './orderHistory.machine';

const malbec: ProductSummary = { id: 4, name: 'Malbec', img: 'malbec.png', unitPrice: 500, stock: 1 };

function scenario() {
  const store = createShopStore({ storage: createMemoryStorage() });
  return { input: { store }, store, calls: createPendingCalls(), navigate: vi.fn(), notify: vi.fn() };
}

it('order history: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'orderHistory',
    machine: orderHistoryMachine,
    implement: (machine, { calls, navigate, notify }) =>
      machine.provide({ actors: { lookupProduct: calls.logic<ProductSummary | null, { productId: number }>() }, actions: { navigate, notify } }),
    scenarios: { emptyCart: scenario },
    events: [
      { type: 'BUY_AGAIN', productId: 4 },
      { type: 'VIEW_PRODUCT', productId: 4 },
      { type: 'xstate.done.actor.lookupProduct', output: malbec },
      { type: 'xstate.done.actor.lookupProduct', output: { ...malbec, stock: 0 } },
      { type: 'xstate.done.actor.lookupProduct', output: null },
      { type: 'xstate.error.actor.lookupProduct', error: new Error('Your session has expired') },
      { type: 'cart.changed', lines: [] },
    ],
    perform: performCartChanged,
    states: {
      'ready.idle': (snapshot, { store, navigate, notify }) => {
        expect(snapshot.context.problem).toBeNull();
        expect(snapshot.context.lines).toEqual(store.getSnapshot().context.cart);
        for (const [, params] of navigate.mock.calls) expect(params).toEqual({ to: '/product/4' });
        for (const [, toast] of notify.mock.calls) expect([UNAVAILABLE_WINE_TOAST.title, ADDED_TO_CART_TOAST.title]).toContainEqual(toast.title);
      },
      'ready.added': (snapshot, { store, notify }) => {
        expect(snapshot.context.problem).toBeNull();
        expect(snapshot.context.lines).toEqual(store.getSnapshot().context.cart);
        expect(notify).toHaveBeenLastCalledWith(expect.anything(), ADDED_TO_CART_TOAST);
      },
      'ready.refused': (snapshot, { store }) => {
        expect([OUT_OF_STOCK_REFUSAL, stockLimitMessage(1)]).toContainEqual(snapshot.context.problem);
        expect(store.getSnapshot().context.cart.every((line) => line.qty <= line.stock)).toBe(true);
      },
      lookingUp: (_snapshot, { calls }) => expect(calls.isPending('lookupProduct')).toBe(true),
    },
  });
});
