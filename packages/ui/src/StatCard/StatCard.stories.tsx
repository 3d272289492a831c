import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from '../Price/Price';
import { StatCard } from './StatCard';

const meta = {
  title: 'Back office/StatCard',
  component: StatCard,
  decorators: [(Story) => <div style={{ maxWidth: 280, padding: 16 }}>{Story()}</div>],
  args: { label: 'Revenue', value: <Price amount={184_350} size="lg" />, detail: '1 – 30 November' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Revenue' });
    await expect(card).toHaveTextContent('1 – 30 November');
    await expect(card).not.toHaveAttribute('aria-busy');
  },
};

export const Count: Story = { args: { label: 'Orders', value: '1,204', detail: '38 a day' } };

export const Warning: Story = {
  args: { label: 'Stock running low', value: '7 wines', detail: '5 bottles or fewer', tone: 'warning' },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Revenue' })).toHaveAttribute('aria-busy', 'true');
  },
};
