import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Back office/Badge',
  component: Badge,
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  args: { children: 'paid' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('paid')).toBeVisible();
  },
};

export const Info: Story = { args: { children: 'in transit', tone: 'info' } };

export const Success: Story = { args: { children: 'delivered', tone: 'success' } };

export const Danger: Story = { args: { children: 'rejected', tone: 'danger' } };

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge>paid</Badge>
      <Badge tone="info">in transit</Badge>
      <Badge tone="success">delivered</Badge>
      <Badge tone="danger">rejected</Badge>
    </div>
  ),
};
