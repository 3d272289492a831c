import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { images } from '../fixtures';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Navigation/UserMenu',
  component: UserMenu,
  args: { user: { firstname: 'Ana', lastname: 'Pereira', avatarUrl: images.avatar }, onLogout: fn() },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 240, maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {};

export const LoggedInOpen: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu for Ana' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'PROFILE' })).toHaveAttribute('href', '/profile');
    await expect(canvas.getByRole('link', { name: 'MY ORDERS' })).toHaveAttribute('href', '/my-orders');
    await userEvent.click(canvas.getByRole('button', { name: 'LOGOUT' }));
    await expect(args.onLogout).toHaveBeenCalled();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
  },
};

export const WithoutAvatar: Story = { args: { user: { firstname: 'Bruno' } } };

export const Guest: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'SIGN UP' })).toHaveAttribute('href', '/signup');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'LOGIN' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
