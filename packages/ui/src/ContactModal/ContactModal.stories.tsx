import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactModal } from './ContactModal';
import { overlayParameters } from '../fixtures/parameters';

const meta = {
  title: 'Overlays/ContactModal',
  component: ContactModal,
  parameters: overlayParameters,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof ContactModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'CONTACT' }));
    await expect(dialog.getByText(/only simulates/)).toBeVisible();
    const about = dialog.getByRole('link', { name: 'ABOUT THIS PROJECT' });
    await expect(about).toHaveAttribute('href', '/about-this-project');
    await userEvent.click(about);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
