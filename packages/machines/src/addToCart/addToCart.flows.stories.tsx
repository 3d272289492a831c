import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineFlow, expectContext, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { OUT_OF_STOCK_REFUSAL } from '../messages';
import { createMemoryStorage } from '../store/memoryStorage';
import { createShopStore } from '../store/shopStore';
import { sampleProduct } from '../testing/fixtures';
import { addToCartMachine } from './addToCart.machine';

const flow = defineFlow({
  machine: addToCartMachine,
  input: () => ({ store: createShopStore({ storage: createMemoryStorage() }) }),
  events: [
    { label: 'ADD the wine', event: { type: 'ADD', product: sampleProduct } },
    { label: 'ADD a sold-out wine', event: { type: 'ADD', product: { ...sampleProduct, stock: 0 } } },
    { label: 'ADD the last bottle', event: { type: 'ADD', product: { ...sampleProduct, stock: 1 } } },
  ],
  services: {},
  effects: ['notify'],
  outside: [{ label: 'Another tab empties the cart', run: ({ store }) => store.trigger.emptyCart() }],
  selfSent: ['cart.changed'],
});

const meta = { title: 'Flows/Add to cart', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const SoldOut: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'ADD a sold-out wine');
    await expectState(canvas, 'refused');
    await expectContext(canvas, OUT_OF_STOCK_REFUSAL.key);
  },
};
