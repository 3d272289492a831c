import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ADDED_TO_CART_TOAST, EMPTY_CART_TOAST } from '../messages';
import { createShopStore } from '../store/shopStore';
import { createMemoryStorage } from '../store/memoryStorage';
import { cartMachine } from './cart.machine';

const malbec = { id: 1, name: 'Malbec', img: 'malbec.png', unitPrice: 500, stock: 3 };

function start() {
  const store = createShopStore({ storage: createMemoryStorage() });
  const navigate = vi.fn();
  const notify = vi.fn();
  const withdraw = vi.fn();
  const actor = createActor(cartMachine.provide({ actions: { navigate, notify, withdraw } }), { input: { store } }).start();
  return { actor, store, navigate, notify, withdraw };
}

describe('cart drawer', () => {
  it('opens and closes', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it("withdraws the toast of a wine just added when it opens, since it shows that wine", () => {
    const { actor, withdraw } = start();
    expect(withdraw).not.toHaveBeenCalled();
    actor.send({ type: 'OPEN' });
    expect(withdraw).toHaveBeenCalledWith(expect.anything(), ADDED_TO_CART_TOAST);
  });

  it('Checkout with an empty cart shows the toast and stays open', () => {
    const { actor, navigate, notify } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHECKOUT' });
    expect(notify).toHaveBeenCalledWith(expect.anything(), EMPTY_CART_TOAST);
    expect(navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('Checkout with lines goes to /checkout and closes the drawer, seeing lines added after it started', () => {
    const { actor, store, navigate, notify } = start();
    store.trigger.addProduct({ product: malbec });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHECKOUT' });
    expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/checkout' });
    expect(notify).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('sees the cart emptied elsewhere', () => {
    const { actor, store, navigate } = start();
    store.trigger.addProduct({ product: malbec });
    store.trigger.emptyCart();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHECKOUT' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops watching the store when stopped', () => {
    const { actor, store } = start();
    actor.stop();
    store.trigger.addProduct({ product: malbec });
    expect(actor.getSnapshot().context.lines).toEqual([]);
  });
});
