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

/** The order made: its number, what it charged and its shipping day, to tell it apart later. */
export const WithTheOrder: Story = {
  args: { order: { id: 1042, totalAmount: 2580, shippingDay: '2026-12-09' } },
  play: async () => {
    await expect(within(dialog()).getByText('Order #1042 · 2,580 UYU · ships 09 Dec 2026')).toBeVisible();
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
