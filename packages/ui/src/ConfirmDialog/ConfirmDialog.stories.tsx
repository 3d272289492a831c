import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { overlayParameters } from '../fixtures/parameters';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Back office/ConfirmDialog',
  component: ConfirmDialog,
  parameters: overlayParameters,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Reject order #1042?',
    description: 'The customer is told the order was rejected and its 3 bottles go back into stock. A rejected order is final.',
    confirmLabel: 'REJECT ORDER',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Reject order #1042?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'REJECT ORDER' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'REJECT ORDER' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeDisabled();
    // Escape cannot leave the action half-watched: the dialog stays until the server answers.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { error: 'This order was delivered: a delivered order cannot be rejected.' },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('a delivered order cannot be rejected');
    await expect(within(dialog).getByRole('button', { name: 'REJECT ORDER' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
