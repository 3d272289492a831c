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

export const WithSearch: Story = {
  args: { searchValue: '', onSearch: fn() },
  play: async ({ canvas, args }) => {
    // From 1024 px the field is in the bar; the phone toggle is gone from the accessibility tree.
    await expect(canvas.queryByRole('button', { name: 'Search wines' })).toBeNull();
    const input = canvas.getByRole('searchbox', { name: 'Search wines' });
    await userEvent.type(input, 'tannat{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('tannat');
  },
};

export const WithSearchText: Story = {
  args: { searchValue: 'gran reserva', onSearch: fn() },
  globals: { viewport: { value: 'desktop1440', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search wines' })).toHaveValue('gran reserva');
  },
};

/** Before JavaScript, or in an app that passes no onSearch, the browser sends the form: GET /our-wines?q=…. */
export const SearchWithoutHandler: Story = {
  args: { searchValue: 'malbec' },
  play: async ({ canvas }) => {
    const form = canvas.getByRole<HTMLFormElement>('search');
    await expect(form).toHaveAttribute('action', '/our-wines');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(Object.fromEntries(new FormData(form))).toEqual({ q: 'malbec' });
  },
};

export const MobileSearchClosed: Story = {
  args: { searchValue: '', onSearch: fn() },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Search wines' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const MobileSearchOpen: Story = {
  args: { searchValue: '', onSearch: fn() },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Search wines' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The visitor can type at once: focus is already in the field.
    const input = canvas.getByRole('searchbox', { name: 'Search wines' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('albariño');
    await expect(input).toHaveValue('albariño');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const MobileSearchEscapeCloses: Story = {
  args: { searchValue: '', onSearch: fn() },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Search wines' });
    await userEvent.click(toggle);
    await userEvent.keyboard('rosé{Escape}');
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    // Closing keeps the draft for the next time the field opens.
    await userEvent.click(toggle);
    await expect(canvas.getByRole('searchbox')).toHaveValue('rosé');
    await userEvent.keyboard('{Escape}');
  },
};

export const MobileSearchSubmits: Story = {
  args: { searchValue: '', onSearch: fn() },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Search wines' });
    await userEvent.click(toggle);
    await userEvent.keyboard('tannat{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('tannat');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const TabletSearchOpen: Story = {
  args: { searchValue: 'tannat', onSearch: fn() },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search wines' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search wines' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'OUR WINES' })).toBeVisible();
  },
};

const shortcuts = { cartCount: 3, onCartClick: fn(), adminHref: 'https://admin.example.com', onScrollTop: fn() };

/** The side rail's shortcuts, where a phone has no room for the rail: the cart in the bar, ADMIN in the menu. */
export const PhoneWithShortcuts: Story = {
  args: { shortcuts },
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  parameters: { screenshot: { fullViewport: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open cart 3' }));
    await expect(shortcuts.onCartClick).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = within(await within(document.body).findByRole('dialog', { name: 'The Cellar' }));
    await expect(menu.getByRole('link', { name: 'ADMIN' })).toHaveAttribute('target', '_blank');
  },
};

/** Scrolled, the arrow to the top takes the wordmark's place; the logo keeps its name. */
export const PhoneScrolled: Story = {
  args: { shortcuts },
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  decorators: [(Story) => <div style={{ minHeight: 1400 }}><Story /></div>],
  beforeEach: () => () => window.scrollTo(0, 0),
  play: async ({ canvas }) => {
    window.scrollTo(0, 200);
    await userEvent.click(await canvas.findByRole('button', { name: 'Scroll to top' }));
    await expect(shortcuts.onScrollTop).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'The Cellar, home' })).toBeVisible();
  },
};

/** From 768 px the rail carries the shortcuts, so the bar does not repeat them. */
export const DesktopLeavesShortcutsToTheRail: Story = {
  args: { shortcuts },
  globals: { viewport: { value: 'desktop1440', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Open cart/ })).toBeNull();
  },
};
