import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderMadeModal } from './OrderMadeModal';
import { overlayParameters } from '../fixtures/parameters';

const meta = {
  title: 'Overlays/OrderMadeModal',
  component: OrderMadeModal,
  parameters: overlayParameters,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof OrderMadeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'YOUR ORDER HAS BEEN MADE.' });

export const Default: Story = {
  play: async () => {
    await expect(within(dialog()).getByText('Thank you for choosing our wines!')).toBeVisible();
    await expect(within(dialog()).getByRole('link', { name: 'See my orders' })).toHaveAttribute('href', '/my-orders');
    await expect(within(dialog()).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

export const EscapeDoesNotClose: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog()).toBeVisible();
    await userEvent.click(within(dialog()).getByRole('link', { name: 'Back to home' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
