import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stars } from './Stars';

const meta = {
  title: 'Reviews/Stars',
  component: Stars,
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  args: { rating: 4.3, count: 12 },
} satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wine's average: four and a half stars for 4.3, the number and how many reviews beside them. */
export const Average: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
    await expect(canvas.getByText('(12 reviews)')).toBeVisible();
  },
};

export const OneReview: Story = {
  args: { rating: 5, count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
    await expect(canvas.getByText('(1 review)')).toBeVisible();
  },
};

export const NoReviews: Story = {
  args: { rating: null, count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** One review's stars, small, with no count. */
export const OfOneReview: Story = {
  args: { rating: 2, count: undefined, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
    await expect(canvas.queryByText(/review/)).toBeNull();
  },
};

export const Large: Story = { args: { rating: 3.5, count: 2048, size: 'lg' } };
