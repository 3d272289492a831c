import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { api } from '../../../../.storybook/msw';
import { AdminScreenStory } from './AdminScreenStory';
import { staffApi } from './api';
import { orders } from './fixtures';
import { expectNoSidewaysScroll, IN_SPANISH, LONG, onATablet, PHONE_390, SCREEN_PARAMETERS } from './story';

const meta = {
  title: 'Back-office screens/Order',
  component: AdminScreenStory,
  args: { path: '/orders/1006' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof AdminScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid and waiting: it may ship or be rejected. */
export const Paid: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Order #1006' }, LONG)).toBeVisible();
    const fulfilment = within(canvas.getByRole('region', { name: 'Fulfilment' }));
    await expect(fulfilment.getAllByRole('button').map((button) => button.textContent)).toEqual(['MARK IN TRANSIT', 'REJECT ORDER']);
    const customer = within(canvas.getByRole('region', { name: 'Customer' }));
    await expect(customer.getByRole('link', { name: 'Lucía Pereira' })).toHaveAttribute('href', '/customers/1');
    await expect(customer.getByText(/^Placed 08 Mar 2026 · ships 10 Mar 2026 · paid by Visa$/)).toBeVisible();
    const lines = canvas.getByRole('table', { name: '3 bottles, 4,070 UYU' });
    await expect(within(lines).getByRole('row', { name: /Bodega Punta Brava Albariño Atlántico/ })).toHaveTextContent('2,780 UYU');
  },
};

/** Delivered: nothing more can happen to it. */
export const DeliveredIsFinal: Story = {
  args: { path: '/orders/1001' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This order is delivered: that is final.', {}, LONG)).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Fulfilment' })).queryAllByRole('button')).toHaveLength(0);
  },
};

export const PaidOnATablet: Story = onATablet((canvas) => canvas.findByRole('heading', { name: 'Order #1006' }, LONG));

/** On a phone the page still scrolls only down, and each line's total is in sight, not past the table's edge. */
export const PaidOnAPhone: Story = {
  globals: PHONE_390,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Order #1006' }, LONG)).toBeVisible();
    await expectNoSidewaysScroll();
    // The table's frame scrolls sideways, so a total past its edge would be there but out of sight.
    const frame = canvas.getByRole('region', { name: '3 bottles, 4,070 UYU' });
    const total = within(within(frame).getByRole('row', { name: /Bodega Punta Brava Albariño Atlántico/ })).getByText('2,780 UYU');
    await expect(total).toBeVisible();
    await expect(total.getBoundingClientRect().right, 'the line’s total ends inside the table').toBeLessThanOrEqual(frame.getBoundingClientRect().right);
  },
};

/** In Spanish: the moves, the dates and the amounts in es-UY. */
export const InSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Pedido #1006' }, LONG)).toBeVisible();
    const fulfilment = within(canvas.getByRole('region', { name: 'Preparación' }));
    await expect(fulfilment.getAllByRole('button').map((button) => button.textContent)).toEqual(['MARCAR EN CAMINO', 'RECHAZAR PEDIDO']);
    await expect(canvas.getByText(/^Realizado el 8 mar 2026 · se envía el 10 mar 2026 · pagado con Visa$/)).toBeVisible();
    await expect(canvas.getByRole('table', { name: /^3 botellas, \$\s4\.070$/ })).toBeVisible();
  },
};

/** The buyer erased their account: the order stays for the books, nameless and without an address. */
const nameless = { id: 1, firstname: '', lastname: '', email: '', erased: true };
const erasedOrder = { ...orders.find((order) => order.id === 1006)!, shippingAddress: '', customer: nameless, user: nameless };

export const ErasedCustomer: Story = {
  parameters: { msw: { handlers: { api: [api.get('/orders/{id}', ({ response }) => response(200).json(erasedOrder)), ...staffApi] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Order #1006' }, LONG)).toBeVisible();
    const customer = within(canvas.getByRole('region', { name: 'Customer' }));
    await expect(customer.getByText('Erased customer')).toBeVisible();
    await expect(customer.queryByRole('link')).toBeNull();
    await expect(customer.queryByText(/^Ship to/)).toBeNull();
  },
};

export const ErasedCustomerInSpanish: Story = {
  ...IN_SPANISH,
  parameters: { msw: { handlers: { api: [api.get('/orders/{id}', ({ response }) => response(200).json(erasedOrder)), ...staffApi] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Pedido #1006' }, LONG)).toBeVisible();
    await expect(canvas.getByText('Cliente borrado')).toBeVisible();
  },
};
