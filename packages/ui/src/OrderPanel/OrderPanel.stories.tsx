import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays } from 'date-fns/addDays';
import { expect, fn, userEvent } from 'storybook/test';
import { fixedToday, products } from '../fixtures';
import { OrderPanel, type Order } from './OrderPanel';

const [plenty, , soldOut] = products as [(typeof products)[number], (typeof products)[number], (typeof products)[number]];

const order: Order = {
  id: 1042,
  createdAt: addDays(fixedToday, -3),
  shippingAddress: 'Av. 18 de Julio 1234, Montevideo',
  shippingDate: addDays(fixedToday, 2),
  paymentMethod: 'Visa',
  status: 'paid',
  productList: [
    { ...plenty, qty: 2 },
    { ...soldOut, qty: 1 },
  ].map(({ id, name, img, unitPrice, qty, stock }) => ({ id, name, img, unitPrice, qty, stock, onSale: true })),
};

const meta = {
  title: 'Commerce/OrderPanel',
  component: OrderPanel,
  args: { order, onViewProduct: fn(), onBuyAgain: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}><Story /></div>],
} satisfies Meta<typeof OrderPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'ORDER : 1042 | DATE PLACED : 07 Mar 2026' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('6,480 UYU')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Expanded: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('12 Mar 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Buy Again ${plenty.name}` }));
    await expect(args.onBuyAgain).toHaveBeenCalledWith(plenty.id);
    await userEvent.click(canvas.getByRole('button', { name: `View Product ${soldOut.name}` }));
    await expect(args.onViewProduct).toHaveBeenCalledWith(soldOut.id);
  },
};

export const LongAddress: Story = {
  args: {
    defaultOpen: true,
    order: { ...order, shippingAddress: 'Camino de los Viñedos Antiguos 4821, Bodega La Escondida, Canelones, Departamento de Canelones, Uruguay' },
  },
};

export const MobileWidth: Story = { args: { defaultOpen: true }, globals: { viewport: { value: 'mobile360', isRotated: false } } };

/** Each status in its own words, colour and icon. */
export const InTransit: Story = { args: { order: { ...order, status: 'in transit' } } };

export const Delivered: Story = { args: { order: { ...order, status: 'delivered' } } };

/** A rejected order says what happens to the payment and whom to ask. */
export const Rejected: Story = {
  args: { defaultOpen: true, order: { ...order, status: 'rejected' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.getByText(/This order was rejected and will not be sent\./)).toHaveTextContent('6,480 UYU you paid is refunded to your Visa within 5 business days');
    await expect(canvas.getByRole('link', { name: 'hello@thecellar.example' })).toHaveAttribute('href', 'mailto:hello@thecellar.example');
  },
};

/** Only what can help is offered: no Buy Again for a sold-out wine, neither button for a withdrawn one. */
export const UnavailableWines: Story = {
  args: {
    defaultOpen: true,
    order: {
      ...order,
      productList: [
        { ...order.productList[0]!, stock: 0 },
        { ...order.productList[1]!, stock: 0, onSale: false },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `View Product ${plenty.name}` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Buy Again ${plenty.name}` })).toBeNull();
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: new RegExp(soldOut.name) })).toBeNull();
    await expect(canvas.getByText('No longer available')).toBeVisible();
  },
};
