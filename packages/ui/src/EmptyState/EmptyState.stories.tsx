import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BottleIcon } from '../icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'There are no orders yet!', icon: <BottleIcon size={48} />, actionLabel: "LET'S SHOP!", actionHref: '/our-wines' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoOrders: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no orders yet!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: "LET'S SHOP!" })).toHaveAttribute('href', '/our-wines');
  },
};

export const WithoutAction: Story = { args: { title: 'No wines in this category yet', actionLabel: undefined } };
