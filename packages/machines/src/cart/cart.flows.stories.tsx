import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { defineFlow, expectLogged, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { createMemoryStorage } from '../store/memoryStorage';
import { createShopStore } from '../store/shopStore';
import { fillCart } from '../testing/fillCart';
import { sampleProduct } from '../testing/fixtures';
import { cartMachine } from './cart.machine';

const flow = defineFlow({
  machine: cartMachine,
  input: () => {
    const store = createShopStore({ storage: createMemoryStorage() });
    fillCart(store, [{ ...sampleProduct, qty: 1 }]);
    return { store };
  },
  events: [{ type: 'OPEN' }, { type: 'CLOSE' }, { type: 'CHECKOUT' }],
  services: {},
  effects: ['navigate', 'notify'],
  outside: [
    { label: 'Another tab empties the cart', run: ({ store }) => store.trigger.emptyCart() },
    { label: 'Another tab adds the wine', run: ({ store }) => store.trigger.addProduct({ product: sampleProduct }) },
  ],
  selfSent: ['cart.changed'],
});

const meta = { title: 'Flows/Cart drawer', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const CheckoutWithAnEmptyCart: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'OPEN');
    await userEvent.click(canvas.getByRole('button', { name: 'Another tab empties the cart' }));
    await send(canvas, 'CHECKOUT');
    await expectState(canvas, 'open');
    await expectLogged(canvas, 'notify');
  },
};
