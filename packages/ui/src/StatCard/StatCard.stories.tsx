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
    const card = canvas.getByRole('group', { name: 'Revenue' });
    await expect(card).toHaveTextContent('1 – 30 November');
    await expect(card).not.toHaveAttribute('aria-busy');
    // Cards stand under a page's title.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Revenue' })).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** Cards under a section's own heading take the level below it. */
export const UnderASectionHeading: Story = {
  args: { headingLevel: 3 },
  decorators: [
    (Story) => (
      <section aria-labelledby="figures" style={{ display: 'grid', gap: 12 }}>
        <h2 id="figures">This month</h2>
        {Story()}
      </section>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Revenue' })).toBeVisible();
  },
};

export const Count: Story = { args: { label: 'Orders', value: '1,204', detail: '38 a day' } };

export const Warning: Story = {
  args: { label: 'Stock running low', value: '7 wines', detail: '5 bottles or fewer', tone: 'warning' },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Revenue' })).toHaveAttribute('aria-busy', 'true');
  },
};
