import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ADDED_TO_CART_TOAST, OUT_OF_STOCK_REFUSAL, UNAVAILABLE_WINE_TOAST, stockLimitMessage } from '../messages';
import { createShopStore } from '../store/shopStore';
import { createMemoryStorage } from '../store/memoryStorage';
import { createPendingCalls } from '../testing/pendingCalls';
import type { ProductSummary } from '../types';
import { orderHistoryMachine } from './orderHistory.machine';

const malbec: ProductSummary = { id: 4, name: 'Malbec', img: 'malbec.png', unitPrice: 500, stock: 1 };

function start() {
  const store = createShopStore({ storage: createMemoryStorage() });
  const calls = createPendingCalls();
  const navigate = vi.fn();
  const notify = vi.fn();
  const machine = orderHistoryMachine.provide({
    actors: { lookupProduct: calls.logic<ProductSummary | null, { productId: number }>() },
    actions: { navigate, notify },
  });
  const actor = createActor(machine, { input: { store } }).start();
  const cart = () => store.getSnapshot().context.cart;
  return { actor, store, calls, navigate, notify, cart };
}

describe('order history: Buy Again and View Product', () => {
  it('looks the product up before anything else, once per click', () => {
    const { actor, calls } = start();
    actor.send({ type: 'BUY_AGAIN', productId: 4 });
    actor.send({ type: 'BUY_AGAIN', productId: 4 });
    expect(calls.made).toEqual([{ id: 'lookupProduct', input: { productId: 4 } }]);
  });

  it('Buy Again adds an available wine with qty 1 and confirms with a toast', async () => {
    const { actor, calls, cart, notify } = start();
    actor.send({ type: 'BUY_AGAIN', productId: 4 });
    await calls.resolve('lookupProduct', malbec);
    expect(cart()).toEqual([{ ...malbec, qty: 1 }]);
    expect(notify).toHaveBeenCalledWith(expect.anything(), ADDED_TO_CART_TOAST);
  });

  it('Buy Again stops at the stock and explains why', async () => {
    const { actor, calls, cart } = start();
    actor.send({ type: 'BUY_AGAIN', productId: 4 });
    await calls.resolve('lookupProduct', malbec);
    actor.send({ type: 'BUY_AGAIN', productId: 4 });
    await calls.resolve('lookupProduct', malbec);
    expect(cart()[0]?.qty).toBe(1);
    expect(actor.getSnapshot().context.problem).toEqual(stockLimitMessage(1));
  });

  it('Buy Again refuses a wine with stock 0', async () => {
    const { actor, calls, cart } = start();
    actor.send({ type: 'BUY_AGAIN', productId: 4 });
    await calls.resolve('lookupProduct', { ...malbec, stock: 0 });
    expect(cart()).toEqual([]);
    expect(actor.getSnapshot().context.problem).toBe(OUT_OF_STOCK_REFUSAL);
  });

  it.each(['BUY_AGAIN', 'VIEW_PRODUCT'] as const)('%s of a wine that is gone shows the unavailable toast', async (type) => {
    const { actor, calls, cart, navigate, notify } = start();
    actor.send({ type, productId: 4 });
    await calls.resolve('lookupProduct', null);
    expect(notify).toHaveBeenCalledExactlyOnceWith(expect.anything(), UNAVAILABLE_WINE_TOAST);
    expect(navigate).not.toHaveBeenCalled();
    expect(cart()).toEqual([]);
  });

  it('View Product goes to /product/{id} without touching the cart', async () => {
    const { actor, calls, cart, navigate } = start();
    actor.send({ type: 'VIEW_PRODUCT', productId: 4 });
    await calls.resolve('lookupProduct', malbec);
    expect(navigate).toHaveBeenCalledWith(expect.anything(), { to: '/product/4' });
    expect(cart()).toEqual([]);
  });

  it("shows the server's reason when the lookup fails", async () => {
    const { actor, calls, notify } = start();
    actor.send({ type: 'BUY_AGAIN', productId: 4 });
    await calls.reject('lookupProduct', new Error('Your session has expired'));
    expect(notify).toHaveBeenCalledWith(expect.anything(), { title: UNAVAILABLE_WINE_TOAST.title, description: 'Your session has expired', variant: 'error' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});
