import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { padded: false },
  args: { loggedIn: true, onLogout: fn(), onNewsletterSubmit: fn() },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'MY ACCOUNT' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(canvas.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const LoggedOut: Story = {
  args: { loggedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'DO YOU HAVE AN ACCOUNT?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

export const ContactOpens: Story = {
  play: async ({ canvas }) => {
    const contact = canvas.getByRole('button', { name: 'CONTACT' });
    await userEvent.click(contact);
    const dialog = await within(document.body).findByRole('dialog', { name: 'CONTACT' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(contact).toHaveFocus();
  },
};

export const Newsletter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByPlaceholderText('Insert your email...'), 'ana@cellar.uy{Enter}');
    await expect(args.onNewsletterSubmit).toHaveBeenCalledWith('ana@cellar.uy');
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet768', isRotated: false } } };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

/** The toolbar's Language set to es-UY: every word from the Spanish catalogue, the links where they were. */
export const InSpanish: Story = {
  globals: { locale: 'es-UY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'MI CUENTA' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute('href', '/my-orders');
    await expect(canvas.getByRole('navigation', { name: 'Explorar' })).toBeVisible();
  },
};
