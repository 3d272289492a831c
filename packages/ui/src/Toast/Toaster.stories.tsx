import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, type ToastItem } from './Toaster';
import { overlayParameters } from '../fixtures/parameters';

const databaseReset: ToastItem = { id: 'db', title: 'Database', description: 'Database has been reset successfully!', meta: 'Just now', variant: 'success' };
const addedToCart: ToastItem = { id: 'cart', title: 'Shopping Cart', description: 'Your product was successfully added to cart!', meta: 'Just now', variant: 'success' };
const emptyCart: ToastItem = { id: 'checkout', title: 'Check out', description: 'Your cart is still empty! Please add products to cart before check out', variant: 'error' };

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  parameters: overlayParameters,
  // Long enough that a capture never races the timer; the AutoHides story covers the real 3000 ms.
  args: { toasts: [databaseReset], onDismiss: fn(), duration: 60_000 },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ args }) => {
    await expect(await within(document.body).findByText('Database has been reset successfully!')).toBeVisible();
    await userEvent.click(within(document.body).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('db'));
  },
};

export const Stacked: Story = { args: { toasts: [databaseReset, addedToCart, emptyCart] } };

export const ErrorVariant: Story = { args: { toasts: [emptyCart] } };

export const Empty: Story = { args: { toasts: [] }, parameters: { screenshot: { fullViewport: false } } };

export const AutoHidesAfter3000ms: Story = {
  args: { toasts: [addedToCart], duration: undefined },
  parameters: { screenshot: { fullViewport: false } },
  play: async ({ args }) => {
    const started = performance.now();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('cart'), { timeout: 4500 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(2900);
  },
};

export const MobileWidth: Story = {
  args: { toasts: [addedToCart] },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
