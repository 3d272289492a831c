import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { images } from '../fixtures';
import { Navbar } from './Navbar';

const meta = {
  title: 'Navigation/Navbar',
  component: Navbar,
  parameters: { padded: false },
  args: { user: { firstname: 'Ana', avatarUrl: images.avatar }, onLogout: fn(), currentPath: '/our-wines' },
  decorators: [(Story) => <div style={{ minHeight: 260 }}><Story /></div>],
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'The Cellar, home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'OUR WINES' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'ABOUT THIS PROJECT' })).toHaveAttribute('href', '/about-this-project');
    // display:none also removes it from the accessibility tree, so role queries must not find it.
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

export const Guest: Story = { args: { user: null, currentPath: '/' } };

export const Desktop1440: Story = { globals: { viewport: { value: 'desktop1440', isRotated: false } } };

export const MobileClosed: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'OUR WINES' })).toBeNull();
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  parameters: { screenshot: { fullViewport: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = within(await within(document.body).findByRole('dialog', { name: 'The Cellar' }));
    await expect(menu.getByRole('link', { name: 'OUR WINES' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'PROFILE' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'LOGOUT' })).toBeVisible();
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const MobileGuestLogsIn: Story = {
  args: { user: null },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'The Cellar' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'LOGIN' }));
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
