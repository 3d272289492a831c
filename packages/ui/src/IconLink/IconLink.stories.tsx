import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BottleIcon, CartIcon, ExternalIcon } from '../icons';
import { IconLink } from './IconLink';

const meta = {
  title: 'Primitives/IconLink',
  component: IconLink,
  args: { label: 'Our wines', icon: <BottleIcon />, href: '/our-wines' },
} satisfies Meta<typeof IconLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Our wines' })).toHaveAttribute('href', '/our-wines');
  },
};

export const AsButtonWithBadge: Story = {
  args: { label: 'Open cart', icon: <CartIcon />, href: undefined, badge: 3, onClick: fn() },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Open cart 3' });
    button.focus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const EmptyBadge: Story = { args: { label: 'Open cart', icon: <CartIcon />, href: undefined, badge: 0, onClick: fn() } };

export const LargeBadge: Story = { args: { label: 'Open cart', icon: <CartIcon />, href: undefined, badge: 240, onClick: fn() } };

export const External: Story = {
  args: { label: 'ADMIN', icon: <ExternalIcon />, href: 'https://admin.example.com', external: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ADMIN' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Plain: Story = { args: { plain: true } };
