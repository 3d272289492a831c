import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { ResultCount } from './ResultCount';

function NewSearchStarts() {
  const [state, setState] = useState({ count: 312, query: 'tannat', loading: false });
  useEffect(() => setState({ count: 0, query: 'tannat reserva', loading: true }), []);
  return <ResultCount {...state} />;
}

const meta = {
  title: 'Catalogue/ResultCount',
  component: ResultCount,
  args: { count: 24 },
} satisfies Meta<typeof ResultCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: '24 wines' });
    await expect(heading).toHaveAttribute('aria-live', 'polite');
    await expect(heading).not.toHaveAttribute('aria-busy');
  },
};

export const One: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '1 wine' })).toBeVisible();
  },
};

export const None: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '0 wines' })).toBeVisible();
  },
};

export const Thousands: Story = {
  args: { count: 1234 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '1,234 wines' })).toBeVisible();
  },
};

export const Estimated: Story = {
  args: { count: 48000, estimated: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'About 48,000 wines' })).toBeVisible();
  },
};

export const WithQuery: Story = {
  args: { count: 312, query: 'tannat' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '312 wines for “tannat”' })).toBeVisible();
  },
};

export const EstimatedWithQuery: Story = {
  args: { count: 48000, estimated: true, query: 'reserva' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'About 48,000 wines for “reserva”' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { count: 312, query: 'tannat', loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '312 wines for “tannat”' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A new search starts: the page already passes the next query, but the count keeps the last result until it lands. */
export const KeepsTheLastCountWhileLoading: Story = {
  render: () => <NewSearchStarts />,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await waitFor(() => expect(heading).toHaveAttribute('aria-busy', 'true'));
    await expect(heading).toHaveAccessibleName('312 wines for “tannat”');
  },
};

export const LongQueryMobile: Story = {
  args: { count: 3, query: 'tannat gran reserva de guarda 2015 barrica francesa' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
