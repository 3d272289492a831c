import { expect, it, vi } from 'vitest';
import { ADDED_TO_CART_TOAST, OUT_OF_STOCK_REFUSAL, stockLimitMessage } from '../messages';
import { createShopStore } from '../store/shopStore';
import { performCartChanged } from '../testing/fillCart';
import { createMemoryStorage } from '../store/memoryStorage';
import { expectFullModelCoverage } from '../testing/modelPaths';
import type { ProductSummary } from '../types';
import { addToCartMachine } from './addToCart.machine';

const malbec: ProductSummary = { id: 1, name: 'Malbec', img: 'malbec.png', unitPrice: 500, stock: 2 };
const soldOut: ProductSummary = { id: 2, name: 'Tannat', img: 'tannat.png', unitPrice: 900, stock: 0 };

function scenario() {
  const store = createShopStore({ storage: createMemoryStorage() });
  return { input: { store }, store, notify: vi.fn() };
}

it('add to cart: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'addToCart',
    machine: addToCartMachine,
    implement: (machine, { notify }) => machine.provide({ actions: { notify } }),
    scenarios: { emptyCart: scenario },
    events: [
      { type: 'ADD', product: malbec },
      { type: 'ADD', product: soldOut },
      { type: 'cart.changed', lines: [] },
    ],
    perform: performCartChanged,
    states: {
      idle: (snapshot, { notify }) => {
        expect(snapshot.context.problem).toBeNull();
        expect(notify).not.toHaveBeenCalled();
      },
      added: (snapshot, { store, notify }) => {
        expect(snapshot.context.problem).toBeNull();
        expect(snapshot.context.lines).toEqual(store.getSnapshot().context.cart);
        expect(notify).toHaveBeenLastCalledWith(expect.anything(), ADDED_TO_CART_TOAST);
      },
      refused: (snapshot, { store }) => {
        expect(snapshot.context.lines).toEqual(store.getSnapshot().context.cart);
        expect([OUT_OF_STOCK_REFUSAL, stockLimitMessage(malbec.stock)]).toContainEqual(snapshot.context.problem);
        expect(store.getSnapshot().context.cart.some((line) => line.id === soldOut.id)).toBe(false);
        expect(store.getSnapshot().context.cart.every((line) => line.qty <= line.stock)).toBe(true);
      },
    },
  });
});
