import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaticAgeGate } from './StaticAgeGate';
import { overlayParameters } from '../fixtures/parameters';

/** What the page's first script does on a first visit. */
function MarkedAsAsking({ children }: { children: React.ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.dataset.ageGate = 'ask';
    return () => void delete document.documentElement.dataset.ageGate;
  }, []);
  return children;
}

const meta = {
  title: 'Overlays/StaticAgeGate',
  component: StaticAgeGate,
  parameters: overlayParameters,
  args: { onConfirm: fn(), exitHref: 'https://www.google.com/' },
} satisfies Meta<typeof StaticAgeGate>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Are you over 18?' });

const firstVisit = [(Story: () => React.ReactNode) => <MarkedAsAsking>{Story()}</MarkedAsAsking>];

export const FirstVisit: Story = {
  decorators: firstVisit,
  play: async ({ args }) => {
    await expect(within(dialog()).getByText(/must be over 18 years old/)).toBeVisible();
    await expect(within(dialog()).getByRole('link', { name: 'No' })).toHaveAttribute('href', 'https://www.google.com/');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const LaterVisit: Story = {
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const MobileWidth: Story = { decorators: firstVisit, globals: { viewport: { value: 'mobile360', isRotated: false } } };
