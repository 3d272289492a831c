import { shippingWindow } from '@cellar/domain';
import { wordsFor } from '@cellar/i18n';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CHECKOUT_FIELD_WORDS, DATE_INPUT_INVALID, EMPTY_CART_TOAST, PAYMENT_METHOD_REQUIRED, SHIPPING_DATE_REQUIRED, WALLET_TOAST } from '../messages';
import { createShopStore } from '../store/shopStore';
import { createMemoryStorage } from '../store/memoryStorage';
import { createPendingCalls } from '../testing/pendingCalls';
import { checkoutMachine, type OrderSubmission } from './checkout.machine';
import { sampleUser } from '../testing/fixtures';
import type { PlacedOrder } from '../types';

const TODAY = '2026-03-05';
const user = sampleUser;
const malbec = { id: 1, name: 'Malbec', img: 'malbec.png', unitPrice: 500, stock: 3 };

function start({ withCart = true } = {}) {
  const store = createShopStore({ storage: createMemoryStorage() });
  store.trigger.userSet({ user });
  if (withCart) store.trigger.addProduct({ product: malbec });
  const calls = createPendingCalls();
  const navigate = vi.fn();
  const notify = vi.fn();
  let keysMade = 0;
  const newIdempotencyKey = () => `key-${(keysMade += 1)}`;
  const machine = checkoutMachine.provide({ actors: { createOrder: calls.logic<PlacedOrder, OrderSubmission>() }, actions: { navigate, notify } });
  const actor = createActor(machine, { input: { store, today: TODAY, newIdempotencyKey } }).start();
  const sentKeys = () => calls.made.map(({ input }) => (input as OrderSubmission).idempotencyKey);
  return { actor, store, calls, navigate, notify, sentKeys, context: () => actor.getSnapshot().context };
}

describe('checkout', () => {
  it("prefills the shipping address from the user and the date with today", () => {
    const { context } = start();
    expect(context()).toMatchObject({ shippingAddress: 'Rambla 1234', shippingDate: TODAY, paymentMethod: null });
  });

  it('Confirm without a payment method asks for one, not for the date already shown, and sends nothing', () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'CONFIRM' });
    expect(context().errors).toEqual({ shippingAddress: null, paymentMethod: PAYMENT_METHOD_REQUIRED, shippingDate: null });
    expect(calls.made).toEqual([]);
    actor.send({ type: 'PAYMENT.CHANGE', method: 'Visa' });
    expect(context().errors).toEqual({ shippingAddress: null, paymentMethod: null, shippingDate: null });
  });

  it('Confirm with an empty address says so under the address, sends nothing, and counts the refusal', () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'PAYMENT.CHANGE', method: 'Visa' });
    actor.send({ type: 'ADDRESS.CHANGE', value: ' ' });
    actor.send({ type: 'CONFIRM' });
    expect(context()).toMatchObject({ errors: { shippingAddress: CHECKOUT_FIELD_WORDS.shippingAddress('required') }, refusals: 1 });
    const { key, values } = context().errors.shippingAddress!;
    expect(wordsFor('en')(key, values)).not.toMatch(/shippingAddress/);
    expect(calls.made).toEqual([]);
    actor.send({ type: 'ADDRESS.CHANGE', value: 'Rambla 1234' });
    expect(context().errors.shippingAddress).toBeNull();
  });

  it('a server refusal naming the address is shown under it, in the shop’s words', async () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'PAYMENT.CHANGE', method: 'Visa' });
    actor.send({ type: 'CONFIRM' });
    const problem = { detail: 'shippingAddress must be at least 3 characters.', errors: [{ field: 'shippingAddress', code: 'minLength', message: 'shippingAddress must be at least 3 characters.' }] };
    await calls.reject('createOrder', Object.assign(new Error(problem.detail), { status: 400, problem }));
    expect(context()).toMatchObject({ problem: null, errors: { shippingAddress: CHECKOUT_FIELD_WORDS.shippingAddress('minLength') }, refusals: 1 });
  });

  it('Confirm with a cleared date asks for the date only', () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'PAYMENT.CHANGE', method: 'Mastercard' });
    actor.send({ type: 'DATE.CHANGE', date: null });
    actor.send({ type: 'CONFIRM' });
    expect(context().errors).toEqual({ shippingAddress: null, paymentMethod: null, shippingDate: SHIPPING_DATE_REQUIRED });
    expect(calls.made).toEqual([]);
  });

  it('Confirm with neither shows both messages', () => {
    const { actor, context } = start();
    actor.send({ type: 'DATE.CHANGE', date: null });
    actor.send({ type: 'CONFIRM' });
    expect(context().errors).toEqual({ shippingAddress: null, paymentMethod: PAYMENT_METHOD_REQUIRED, shippingDate: SHIPPING_DATE_REQUIRED });
  });

  it('accepts dates from today to today + 5 only', () => {
    const { actor, context } = start();
    const { latest } = shippingWindow(TODAY);
    actor.send({ type: 'DATE.CHANGE', date: latest });
    expect(context().shippingDate).toBe('2026-03-10');
    actor.send({ type: 'DATE.CHANGE', date: '2026-03-11' });
    expect(context()).toMatchObject({ shippingDate: null, errors: { shippingDate: DATE_INPUT_INVALID } });
    actor.send({ type: 'DATE.CHANGE', date: '2026-03-04' });
    expect(context().shippingDate).toBeNull();
  });

  it('Confirm with an empty cart shows the empty-cart toast', () => {
    const { actor, calls, notify } = start({ withCart: false });
    actor.send({ type: 'PAYMENT.CHANGE', method: 'Visa' });
    actor.send({ type: 'CONFIRM' });
    expect(notify).toHaveBeenCalledWith(expect.anything(), EMPTY_CART_TOAST);
    expect(calls.made).toEqual([]);
  });

  it('the Mercado Pago and PayPal button only says it is in development', () => {
    const { actor, notify, calls } = start();
    actor.send({ type: 'WALLET.PAY' });
    expect(notify).not.toHaveBeenCalled();
    for (const method of ['Mercado Pago', 'PayPal'] as const) {
      actor.send({ type: 'PAYMENT.CHANGE', method });
      actor.send({ type: 'WALLET.PAY' });
    }
    expect(notify.mock.calls.map(([, toast]) => toast)).toEqual([WALLET_TOAST, WALLET_TOAST]);
    expect(calls.made).toEqual([]);
  });

  it('sends the order once, then empties the cart and opens the order-made modal; closing goes to /', async () => {
    const { actor, store, calls, navigate } = start();
    actor.send({ type: 'ADDRESS.CHANGE', value: 'Bulevar Artigas 1' });
    actor.send({ type: 'DATE.CHANGE', date: '2026-03-07' });
    actor.send({ type: 'PAYMENT.CHANGE', method: 'Visa' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    expect(calls.made).toEqual([
      {
        id: 'createOrder',
        input: {
          order: { productList: [{ ...malbec, qty: 1 }], shippingAddress: 'Bulevar Artigas 1', shippingDate: '2026-03-07', paymentMethod: 'Visa' },
          idempotencyKey: 'key-1',
        },
      },
    ]);
    await calls.resolve('createOrder', { id: 1042, totalAmount: 1290 } satisfies PlacedOrder);
    expect(store.getSnapshot().context.cart).toEqual([]);
    expect(actor.getSnapshot().matches('ordered')).toBe(true);
    // The confirmation names the order the server made.
    expect(actor.getSnapshot().context.placed).toEqual({ id: 1042, totalAmount: 1290 });
    actor.send({ type: 'ORDER_MODAL.CLOSE' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(expect.anything(), { to: '/' });
  });

  it('See my orders leaves the modal for /my-orders', async () => {
    const { actor, calls, navigate } = start();
    actor.send({ type: 'PAYMENT.CHANGE', method: 'Mastercard' });
    actor.send({ type: 'CONFIRM' });
    await calls.resolve('createOrder');
    actor.send({ type: 'ORDER_MODAL.SEE_ORDERS' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(expect.anything(), { to: '/my-orders' });
  });

  it("keeps the cart and shows the server's reason when the order fails, and can retry", async () => {
    const { actor, store, calls, context } = start();
    actor.send({ type: 'PAYMENT.CHANGE', method: 'Visa' });
    actor.send({ type: 'CONFIRM' });
    await calls.reject('createOrder', new Error('Malbec has only 0 bottles left'));
    expect(context().problem).toBe('Malbec has only 0 bottles left');
    expect(store.getSnapshot().context.cart).toHaveLength(1);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'CONFIRM' });
    expect(context().problem).toBeNull();
    expect(calls.made).toHaveLength(2);
  });

  it('a retry of the same order after a failure sends the same idempotency key, so a lost answer cannot make a second order', async () => {
    const { actor, calls, sentKeys } = start();
    actor.send({ type: 'PAYMENT.CHANGE', method: 'Visa' });
    actor.send({ type: 'CONFIRM' });
    await calls.reject('createOrder', new Error('The request timed out'));
    actor.send({ type: 'CONFIRM' });
    await calls.reject('createOrder', new Error('The request timed out'));
    actor.send({ type: 'CONFIRM' });
    expect(sentKeys()).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it.each([
    ['the address', { type: 'ADDRESS.CHANGE', value: 'Bulevar Artigas 1' }],
    ['the shipping date', { type: 'DATE.CHANGE', date: '2026-03-07' }],
    ['the payment method', { type: 'PAYMENT.CHANGE', method: 'Mastercard' }],
  ] as const)('changing %s after a failure makes another order, with a new idempotency key', async (_field, change) => {
    const { actor, calls, sentKeys } = start();
    actor.send({ type: 'PAYMENT.CHANGE', method: 'Visa' });
    actor.send({ type: 'CONFIRM' });
    await calls.reject('createOrder', new Error('The request timed out'));
    actor.send(change);
    actor.send({ type: 'CONFIRM' });
    expect(sentKeys()).toEqual(['key-1', 'key-2']);
  });

  it('a changed cart after a failure makes another order, with a new idempotency key', async () => {
    const { actor, store, calls, sentKeys } = start();
    actor.send({ type: 'PAYMENT.CHANGE', method: 'Visa' });
    actor.send({ type: 'CONFIRM' });
    await calls.reject('createOrder', new Error('The request timed out'));
    store.trigger.increaseQty({ id: malbec.id });
    actor.send({ type: 'CONFIRM' });
    expect(calls.made.at(-1)?.input).toMatchObject({ order: { productList: [{ id: malbec.id, qty: 2 }] } });
    expect(sentKeys()).toEqual(['key-1', 'key-2']);
  });

  it('makes a random idempotency key when none is injected', () => {
    const store = createShopStore({ storage: createMemoryStorage() });
    store.trigger.addProduct({ product: malbec });
    store.trigger.userSet({ user });
    const keys = [1, 2].map(() => {
      const calls = createPendingCalls();
      const machine = checkoutMachine.provide({ actors: { createOrder: calls.logic<PlacedOrder, OrderSubmission>() } });
      const actor = createActor(machine, { input: { store, today: TODAY } }).start();
      actor.send({ type: 'PAYMENT.CHANGE', method: 'Visa' });
      actor.send({ type: 'CONFIRM' });
      actor.stop();
      return (calls.made[0]?.input as OrderSubmission).idempotencyKey;
    });
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
