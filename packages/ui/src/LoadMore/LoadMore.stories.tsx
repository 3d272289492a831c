import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoadMore } from './LoadMore';

/** Observers report asynchronously: give one the time to (wrongly) fire before asserting it did not. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 200));

const meta = {
  title: 'Catalogue/LoadMore',
  component: LoadMore,
  args: { shown: 24, total: 1234, onLoadMore: fn(), onRetry: fn() },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsButton: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 24 of 1,234 wines');
    await userEvent.click(canvas.getByRole('button', { name: 'LOAD MORE' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** The next page is a real link: it works before JavaScript and crawlers follow it; a click loads in place. */
export const AsLink: Story = {
  args: { href: '/our-wines?cursor=eyJpZCI6MjR9' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'LOAD MORE' });
    await expect(link).toHaveAttribute('href', '/our-wines?cursor=eyJpZCI6MjR9');
    await expect(link).toHaveAttribute('rel', 'next');
    await userEvent.click(link);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardLoadsMore: Story = {
  args: { href: '/our-wines?cursor=eyJpZCI6MjR9' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'LOAD MORE' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Estimated: Story = {
  args: { shown: 48, total: 48000, estimated: true, href: '/our-wines?q=reserva&cursor=eyJpZCI6NDh9' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 48 of about 48,000 wines');
  },
};

export const Loading: Story = {
  args: { shown: 48, loading: true, href: '/our-wines?cursor=eyJpZCI6NDh9' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Loading…' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const LoadingButton: Story = {
  args: { shown: 48, loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Loading…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { shown: 48, error: 'The next wines could not be loaded. Check your connection.', href: '/our-wines?cursor=eyJpZCI6NDh9' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The next wines could not be loaded. Check your connection.');
    await expect(canvas.queryByRole('link', { name: 'LOAD MORE' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'TRY AGAIN' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const AllSeen: Story = {
  args: { shown: 1234 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You've seen all 1,234 wines")).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const OnlyOne: Story = {
  args: { shown: 1, total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You've seen the only wine")).toBeVisible();
  },
};

/** An estimated total cannot say the end is reached; the missing next page does. */
export const NoNextPage: Story = {
  args: { shown: 47980, total: 48000, estimated: true, href: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You've seen all 47,980 wines")).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const InfiniteScroll: Story = {
  args: { auto: true, href: '/our-wines?cursor=eyJpZCI6MjR9' },
  // A short scrolling box stands in for the page: the block starts out of sight below its edge.
  render: (args) => (
    <div style={{ height: 320, overflowY: 'auto' }}>
      <div style={{ height: 640 }} />
      <LoadMore {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    await pause();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    canvas.getByRole('link', { name: 'LOAD MORE' }).scrollIntoView({ block: 'end' });
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
  },
};

export const InfiniteScrollWaitsWhileLoading: Story = {
  args: { auto: true, loading: true },
  play: async ({ args }) => {
    // In view from the start, yet a page already on its way is not asked for twice.
    await pause();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const InfiniteScrollStopsOnError: Story = {
  args: { auto: true, error: 'The next wines could not be loaded.' },
  play: async ({ args }) => {
    await pause();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const MobileWidth: Story = {
  args: { href: '/our-wines?cursor=eyJpZCI6MjR9' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
