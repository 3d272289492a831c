import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminScreenStory } from './AdminScreenStory';
import { IN_SPANISH, LONG, onATablet, page, releaseFocus, SCREEN_PARAMETERS } from './story';

const meta = {
  title: 'Back-office screens/Customer',
  component: AdminScreenStory,
  args: { path: '/customers/1' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof AdminScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Lucía Pereira' }, LONG)).toBeVisible();
    const contact = within(canvas.getByRole('region', { name: 'Contact' }));
    await expect(contact.getByText('demo@thecellar.example')).toBeVisible();
    await expect(contact.getByText('Customer since 20 Nov 2025')).toBeVisible();
    await expect(contact.getByRole('button', { name: 'DEACTIVATE ACCOUNT' })).toBeEnabled();
    const orders = within(canvas.getByRole('table', { name: 'Orders' }));
    await expect(orders.getAllByRole('link').map((link) => link.textContent)).toEqual(['#1006', '#1004', '#1001']);
  },
};

/** Deactivated: they cannot log in; their orders stay. */
export const Deactivated: Story = {
  args: { path: '/customers/3' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Joaquín Méndez' }, LONG)).toBeVisible();
    const contact = within(canvas.getByRole('region', { name: 'Contact' }));
    await expect(contact.getByText(/deactivated 28 Feb 2026$/)).toBeVisible();
    await expect(contact.queryByRole('button', { name: 'DEACTIVATE ACCOUNT' })).toBeNull();
    await expect(contact.getByRole('button', { name: 'REACTIVATE ACCOUNT' })).toBeEnabled();
    await expect(within(canvas.getByRole('table', { name: 'Orders' })).getByRole('link', { name: '#1003' })).toBeVisible();
  },
};

/** Reactivating is not asked about first: nothing is lost by it, and it is undone as easily. The toast says so, and can be dismissed. */
export const Reactivated: Story = {
  args: { path: '/customers/3' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'REACTIVATE ACCOUNT' }, LONG));
    const toast = await page().findByText('Joaquín Méndez can log in again.');
    await expect(toast).toBeVisible();
    // The toast hides itself after 3 s, which a busy machine may or may not reach before the capture.
    await userEvent.click(page().getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    const contact = within(canvas.getByRole('region', { name: 'Contact' }));
    await expect(contact.getByRole('button', { name: 'DEACTIVATE ACCOUNT' })).toBeEnabled();
    await expect(contact.queryByText(/deactivated/)).toBeNull();
    await expect(canvas.getByText('active', { exact: true })).toBeVisible();
    releaseFocus();
  },
};

export const ActiveOnATablet: Story = onATablet((canvas) => canvas.findByRole('heading', { name: 'Lucía Pereira' }, LONG));

/** In Spanish: the contact, the orders with their prices and dates in es-UY. */
export const InSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Lucía Pereira' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Contacto' })).toHaveTextContent(/Cliente desde el \d{1,2} [a-z]{3} \d{4}/);
    await expect(canvas.getByRole('button', { name: 'DESACTIVAR CUENTA' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Pedidos' })).toHaveTextContent(/\$ \d/);
  },
};
