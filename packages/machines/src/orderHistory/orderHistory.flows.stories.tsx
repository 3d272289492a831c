import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer, anyCallProblems, defineFlow, expectContext, expectLogged, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { createMemoryStorage } from '../store/memoryStorage';
import { createShopStore } from '../store/shopStore';
import { sampleProduct } from '../testing/fixtures';
import { orderHistoryMachine } from './orderHistory.machine';

const flow = defineFlow({
  machine: orderHistoryMachine,
  input: () => ({ store: createShopStore({ storage: createMemoryStorage() }) }),
  events: [
    { type: 'BUY_AGAIN', productId: sampleProduct.id },
    { type: 'VIEW_PRODUCT', productId: sampleProduct.id },
  ],
  services: {
    lookupProduct: {
      succeed: { 'the wine': sampleProduct, 'the wine sold out': { ...sampleProduct, stock: 0 }, 'no wine (withdrawn)': null },
      fail: anyCallProblems,
    },
  },
  effects: ['navigate', 'notify'],
  outside: [{ label: 'Another tab empties the cart', run: ({ store }) => store.trigger.emptyCart() }],
  selfSent: ['cart.changed'],
});

const meta = { title: 'Flows/Buy again', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const BoughtAgain: Story = {
  play: async ({ canvas }) => {
    await send(canvas, `BUY_AGAIN ${sampleProduct.id}`);
    await expectState(canvas, 'lookingUp');
    await answer(canvas, 'Succeed with the wine');
    await expectState(canvas, 'ready.added');
    await expectContext(canvas, '"qty": 1');
  },
};

export const LookupFailed: Story = {
  play: async ({ canvas }) => {
    await send(canvas, `BUY_AGAIN ${sampleProduct.id}`);
    await answer(canvas, 'Fail with no connection');
    await expectState(canvas, 'ready.idle');
    await expectLogged(canvas, 'We could not reach the shop');
  },
};
