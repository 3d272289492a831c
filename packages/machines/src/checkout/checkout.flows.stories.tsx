import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { answer, anyCallProblems, defineFlow, expectContext, expectLogged, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { CHECKOUT_FIELD_WORDS } from '../messages';
import { createMemoryStorage } from '../store/memoryStorage';
import { createShopStore } from '../store/shopStore';
import { fillCart } from '../testing/fillCart';
import { sampleProduct, sampleUser } from '../testing/fixtures';
import { checkoutMachine } from './checkout.machine';

const TODAY = '2026-03-05';
const twoBottles = { ...sampleProduct, qty: 2 };

const flow = defineFlow({
  machine: checkoutMachine,
  input: () => {
    const store = createShopStore({ storage: createMemoryStorage() });
    store.trigger.userSet({ user: sampleUser });
    fillCart(store, [twoBottles]);
    let keys = 0;
    return { store, today: TODAY, newIdempotencyKey: () => `key-${(keys += 1)}` };
  },
  events: [
    { type: 'ADDRESS.CHANGE', value: 'Bulevar Artigas 1' },
    { type: 'ADDRESS.CHANGE', value: '' },
    { type: 'DATE.CHANGE', date: '2026-03-10' },
    { label: 'DATE.CHANGE outside the window', event: { type: 'DATE.CHANGE', date: '2026-04-01' } },
    { type: 'DATE.CHANGE', date: null },
    { type: 'PAYMENT.CHANGE', method: 'Visa' },
    { type: 'PAYMENT.CHANGE', method: 'PayPal' },
    { type: 'WALLET.PAY' },
    { type: 'CONFIRM' },
    { type: 'ORDER_MODAL.CLOSE' },
    { type: 'ORDER_MODAL.SEE_ORDERS' },
  ],
  services: {
    createOrder: {
      succeed: { 'the order made': { id: 1042, totalAmount: 1290 } },
      fail: {
        'the wine sold out': { status: 409, code: 'outOfStock', params: { name: twoBottles.name }, detail: `Sorry, ${twoBottles.name} has just sold out. Please remove it from your cart.` },
        'the address refused': {
          status: 400,
          detail: 'shippingAddress must be at least 3 characters.',
          errors: [{ field: 'shippingAddress', code: 'minLength', message: 'shippingAddress must be at least 3 characters.' }],
        },
        ...anyCallProblems,
      },
    },
  },
  effects: ['navigate', 'notify'],
  outside: [{ label: 'Another tab empties the cart', run: ({ store }) => store.trigger.emptyCart() }],
  selfSent: ['cart.changed'],
});

const meta = {
  title: 'Flows/Checkout',
  render: () => <FlowExplorer flow={flow} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const OrderMade: Story = {
  play: async ({ canvas }) => {
    await expectState(canvas, 'editing');
    await send(canvas, 'PAYMENT.CHANGE Visa');
    await send(canvas, 'CONFIRM');
    await expectState(canvas, 'submitting');
    await expect(canvas.getByRole('article', { name: 'createOrder call' })).toHaveTextContent('"idempotencyKey": "key-1"');
    await answer(canvas, 'Succeed with the order made');
    await expectState(canvas, 'ordered');
    await expectContext(canvas, '"lines": []');
    await send(canvas, 'ORDER_MODAL.SEE_ORDERS');
    await expectState(canvas, 'done');
    await expectLogged(canvas, 'navigate {"to":"/my-orders"}');
  },
};

export const OrderRefused: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'PAYMENT.CHANGE Visa');
    await send(canvas, 'CONFIRM');
    await answer(canvas, 'Fail with the wine sold out');
    await expectState(canvas, 'editing');
    await expectContext(canvas, '"code": "outOfStock"');
    // The cart is kept, and confirming the same order again sends the same key.
    await expectContext(canvas, `"qty": 2`);
    await send(canvas, 'CONFIRM');
    await expect(canvas.getByRole('article', { name: 'createOrder call' })).toHaveTextContent('"idempotencyKey": "key-1"');
    await answer(canvas, 'Fail with the address refused');
    await expectState(canvas, 'editing');
    await expectContext(canvas, CHECKOUT_FIELD_WORDS.shippingAddress('minLength').key);
  },
};
