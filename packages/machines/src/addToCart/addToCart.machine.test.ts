import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ADDED_TO_CART_TOAST, OUT_OF_STOCK_REFUSAL, stockLimitMessage } from '../messages';
import { createShopStore } from '../store/shopStore';
import { createMemoryStorage } from '../store/memoryStorage';
import { addToCartMachine } from './addToCart.machine';

const malbec = { id: 1, name: 'Malbec', img: 'malbec.png', unitPrice: 500, stock: 2 };

function start() {
  const store = createShopStore({ storage: createMemoryStorage() });
  const notify = vi.fn();
  const actor = createActor(addToCartMachine.provide({ actions: { notify } }), { input: { store } }).start();
  const cart = () => store.getSnapshot().context.cart;
  return { actor, store, notify, cart };
}

describe('add to cart (product page)', () => {
  it('adds a new wine with qty 1 and shows the success toast', () => {
    const { actor, notify, cart } = start();
    actor.send({ type: 'ADD', product: malbec });
    expect(cart()).toEqual([{ ...malbec, qty: 1 }]);
    expect(notify).toHaveBeenCalledExactlyOnceWith(expect.anything(), ADDED_TO_CART_TOAST);
    expect(actor.getSnapshot().matches('added')).toBe(true);
  });

  it('raises the qty of a wine already in the cart, up to its stock, then says why it stops', () => {
    const { actor, notify, cart } = start();
    actor.send({ type: 'ADD', product: malbec });
    actor.send({ type: 'ADD', product: malbec });
    expect(cart()[0]?.qty).toBe(2);
    actor.send({ type: 'ADD', product: malbec });
    expect(cart()[0]?.qty).toBe(2);
    expect(notify).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    expect(actor.getSnapshot().context.problem).toEqual(stockLimitMessage(2));
  });

  it('refuses a wine with stock 0 with a clear message instead of adding it', () => {
    const { actor, notify, cart } = start();
    actor.send({ type: 'ADD', product: { ...malbec, stock: 0 } });
    expect(cart()).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.problem).toBe(OUT_OF_STOCK_REFUSAL);
  });

  it('counts bottles added from elsewhere (e.g. Buy Again) against the stock', () => {
    const { actor, store } = start();
    store.trigger.addProduct({ product: malbec });
    store.trigger.addProduct({ product: malbec });
    actor.send({ type: 'ADD', product: malbec });
    expect(actor.getSnapshot().context.problem).toEqual(stockLimitMessage(2));
  });

  it('clears the problem after a successful add', () => {
    const { actor } = start();
    actor.send({ type: 'ADD', product: { ...malbec, stock: 0 } });
    actor.send({ type: 'ADD', product: malbec });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });
});
