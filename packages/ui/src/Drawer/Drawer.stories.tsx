import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Drawer } from './Drawer';
import { overlayParameters } from '../fixtures/parameters';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  parameters: overlayParameters,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Tasting notes',
    children: <p>Drawers slide in from the side over a dimmed page and keep focus inside until closed.</p>,
    footer: <Button fullWidth>Continue</Button>,
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {
  play: async ({ args }) => {
    const drawer = within(document.body).getByRole('dialog', { name: 'Tasting notes' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Left: Story = { args: { side: 'left', footer: undefined } };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
