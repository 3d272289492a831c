import { expect, it, vi } from 'vitest';
import { EMPTY_CART_TOAST } from '../messages';
import { createShopStore } from '../store/shopStore';
import { performCartChanged } from '../testing/fillCart';
import { createMemoryStorage } from '../store/memoryStorage';
import { expectFullModelCoverage } from '../testing/modelPaths';
import type { CartLine } from '../types';
import { cartMachine } from './cart.machine';

const line: CartLine = { id: 1, name: 'Malbec', img: 'malbec.png', unitPrice: 500, stock: 3, qty: 2 };

function scenario() {
  const store = createShopStore({ storage: createMemoryStorage() });
  return { input: { store }, store, navigate: vi.fn(), notify: vi.fn() };
}

/** In every state: the drawer sees the store's cart, only ever goes to /checkout, only ever warns of an empty cart. */
function expectCartInvariants(lines: CartLine[], { store, navigate, notify }: ReturnType<typeof scenario>) {
  expect(lines).toEqual(store.getSnapshot().context.cart);
  for (const [, params] of navigate.mock.calls) expect(params).toEqual({ to: '/checkout' });
  for (const [, params] of notify.mock.calls) expect(params).toEqual(EMPTY_CART_TOAST);
}

it('cart: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'cart',
    machine: cartMachine,
    implement: (machine, { navigate, notify }) => machine.provide({ actions: { navigate, notify } }),
    scenarios: { emptyCart: scenario },
    events: [
      { type: 'OPEN' },
      { type: 'CLOSE' },
      { type: 'CHECKOUT' },
      { type: 'cart.changed', lines: [] },
      { type: 'cart.changed', lines: [line] },
    ],
    perform: performCartChanged,
    states: {
      closed: (snapshot, harness) => expectCartInvariants(snapshot.context.lines, harness),
      open: (snapshot, harness) => expectCartInvariants(snapshot.context.lines, harness),
    },
  });
});
