import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReviewList, type ReviewItem } from './ReviewList';

const reviews: ReviewItem[] = [
  { id: 3, rating: 5, title: 'Our Friday wine', body: 'Plum and tobacco, and a finish that lasts.\nWe opened it with an asado.', author: 'Lucía P.', createdAt: '2026-03-09T15:00:00.000Z' },
  { id: 2, rating: 3, title: null, body: 'Good, a little young still.', author: 'Bruno S.', createdAt: '2026-03-03T01:30:00.000Z' },
  { id: 1, rating: 4, title: '<b>Not bold</b>', body: 'Markup is shown as the text it is: <script>alert(1)</script>', author: 'Inés F.', createdAt: '2026-02-20T09:30:00.000Z' },
];

const meta = {
  title: 'Reviews/ReviewList',
  component: ReviewList,
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 16 }}>{Story()}</div>],
  args: { reviews, onMore: fn() },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reviews: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'Our Friday wine' })).toBeVisible();
    await expect(canvas.getByText('Lucía P., 09 Mar 2026')).toBeVisible();
    // Dated by the shop's day, as orders are: 01:30 UTC on the 3rd is still the 2nd in Montevideo, wherever the browser is.
    await expect(canvas.getByText('Bruno S., 02 Mar 2026')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
    // A buyer's words are text: the tags are read, never run or drawn.
    await expect(canvas.getByRole('heading', { name: '<b>Not bold</b>' })).toBeVisible();
    await expect(canvas.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
  },
};

export const WithMore: Story = {
  args: { hasMore: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'MORE REVIEWS' }));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, loading: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Loading…' }));
    await expect(args.onMore).not.toHaveBeenCalled();
  },
};

export const MoreFailed: Story = {
  args: { hasMore: true, error: 'The reviews could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The reviews could not be loaded.');
  },
};

export const NoReviews: Story = {
  args: { reviews: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No one has reviewed this wine yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
