import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ORDER_STATUS_LOOKS, OrderStatusBadge } from './OrderStatusBadge';

const meta = {
  title: 'Commerce/OrderStatusBadge',
  component: OrderStatusBadge,
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  args: { status: 'paid' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paid')).toBeVisible();
  },
};

export const InTransit: Story = { args: { status: 'in transit' } };

export const Delivered: Story = { args: { status: 'delivered' } };

export const Rejected: Story = { args: { status: 'rejected' } };

/** Side by side, each status reads apart by its word, its icon and its colour. */
export const EveryStatus: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {(Object.keys(ORDER_STATUS_LOOKS) as (keyof typeof ORDER_STATUS_LOOKS)[]).map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll('span > span')];
    await expect(badges.map((badge) => badge.textContent)).toEqual(['Paid', 'In transit', 'Delivered', 'Rejected']);
    const colours = badges.map((badge) => getComputedStyle(badge.parentElement!).color);
    await expect(new Set(colours).size).toBe(4);
  },
};
