import { formatDay, formatPrice } from '@cellar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { customer, orders } from './fixtures';
import { pending, unavailable } from '../../../../.storybook/msw';
import { noOrders } from './api';
import { ScreenStory } from './ScreenStory';
import { expectClearOfSideButtons, IN_SPANISH, LONG, SCREEN_PARAMETERS, spanish, TABLET } from './story';

const meta = {
  title: 'Screens/Orders',
  component: ScreenStory,
  args: { path: '/my-orders' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {
  args: { user: customer },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ORDER : 3 | DATE PLACED : 08 Mar 2026', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('ORDER : 1 | DATE PLACED : 22 Jan 2026')).toBeVisible();
    // The wines still to review, under a heading of their own.
    const ask = await canvas.findByRole('region', { name: 'TELL US WHAT YOU THOUGHT' }, LONG);
    await expect(within(ask).getByRole('link', { name: 'Review Estancia Piedra Alta Tannat Reserva' })).toHaveAttribute('href', '/product/1#reviews');
  },
};

/** Each status reads apart; a rejected order says what happens to the payment, and a withdrawn wine is offered no more. */
export const Statuses: Story = {
  args: { user: customer },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ORDER : 2 | DATE PLACED : 10 Feb 2026' }, LONG));
    await userEvent.click(canvas.getByRole('button', { name: 'ORDER : 1 | DATE PLACED : 22 Jan 2026' }));
    for (const status of ['Paid', 'Rejected', 'Delivered']) await expect(canvas.getByText(status)).toBeVisible();
    await expect(canvas.getByText(/This order was rejected and will not be sent\./)).toBeVisible();
    await expect(canvas.getByText('No longer available')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Buy Again Viña Ombú/ })).toBeNull();
  },
};

export const NoOrdersYet: Story = {
  args: { user: customer },
  parameters: { msw: { handlers: { api: noOrders } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There are no orders yet!', {}, LONG)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { user: customer },
  parameters: { msw: { handlers: { api: pending } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Loading your orders', {}, LONG)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { user: customer },
  parameters: { msw: { handlers: { api: unavailable } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LONG)).toHaveTextContent('The cellar is closed for maintenance');
  },
};

export const HistoryOnATablet: Story = {
  args: { user: customer },
  globals: TABLET,
  play: async ({ canvas }) => {
    // The header ends in the open-or-close chevron, at the panel's right edge.
    await expectClearOfSideButtons(await canvas.findByRole('button', { name: 'ORDER : 3 | DATE PLACED : 08 Mar 2026' }, LONG));
    await expectClearOfSideButtons(canvas.getByRole('button', { name: 'ORDER : 1 | DATE PLACED : 22 Jan 2026' }));
  },
};

/** The history in Spanish: its headings with Uruguay's dates, each status in Spanish, pesos as Uruguay writes them. */
export const StatusesInSpanish: Story = {
  ...IN_SPANISH,
  args: { user: customer },
  play: async ({ canvas }) => {
    const heading = (id: string, day: string) => spanish('orders.heading', { id, date: formatDay(day, 'es-UY') });
    await canvas.findByRole('button', { name: heading('3', '2026-03-08') }, LONG);
    await userEvent.click(canvas.getByRole('button', { name: heading('2', '2026-02-10') }));
    await userEvent.click(canvas.getByRole('button', { name: heading('1', '2026-01-22') }));
    for (const status of ['orderStatus.paid', 'orderStatus.rejected', 'orderStatus.delivered'] as const) await expect(canvas.getByText(spanish(status))).toBeVisible();
    await expect(canvas.getByRole('main').textContent).toContain(formatPrice(orders[0]!.totalAmount, 'es-UY'));
    await expect(canvas.getByText(spanish('orders.unavailable'))).toBeVisible();
  },
};
