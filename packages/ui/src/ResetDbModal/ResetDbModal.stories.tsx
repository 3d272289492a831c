import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetDbModal } from './ResetDbModal';
import { overlayParameters } from '../fixtures/parameters';

const meta = {
  title: 'Overlays/ResetDbModal',
  component: ResetDbModal,
  parameters: overlayParameters,
  args: { open: true, onReset: fn(), onClose: fn() },
} satisfies Meta<typeof ResetDbModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Welcome to The Cellar' });

export const Default: Story = {
  play: async ({ args }) => {
    await expect(within(dialog()).getByText('For a better experience you may want to reset the database.')).toBeVisible();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Reset data base' }));
    await expect(args.onReset).toHaveBeenCalled();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The dialog every visitor of a demo shop meets first opens on Close: Enter closes it and erases nothing. */
export const EnterKeepsTheData: Story = {
  play: async ({ args }) => {
    await expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};

export const Resetting: Story = {
  args: { resetting: true },
  play: async () => {
    await expect(within(dialog()).getByRole('button', { name: 'Reset data base' })).toBeDisabled();
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
