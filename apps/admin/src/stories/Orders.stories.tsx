import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminScreenStory } from './AdminScreenStory';
import { IN_SPANISH, LONG, onATablet, page, SCREEN_PARAMETERS } from './story';

const meta = {
  title: 'Back-office screens/Orders',
  component: AdminScreenStory,
  args: { path: '/orders' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof AdminScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const orderNumbers = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Orders' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

/** The orders waiting to ship, the oldest on top: the next one to pack. */
export const List: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: '#1005' }, LONG);
    await expect(orderNumbers(canvasElement)).toEqual(['#1005', '#1006', '#1007']);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Paid');
    await expect(canvas.getByRole('columnheader', { name: /Placed/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('row', { name: /#1005/ })).toHaveTextContent('Valentina Rodríguez');
    await expect(canvas.getByRole('status')).toHaveTextContent('1–3 of 3 orders');
  },
};

export const FilteredByStatus: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: '#1005' }, LONG);
    canvas.getByRole('combobox', { name: 'Status' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await page().findByRole('option', { name: 'Delivered' }));
    await waitFor(() => expect(orderNumbers(canvasElement)).toEqual(['#1001', '#1003']));
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Delivered');
    await expect(canvas.getByRole('status')).toHaveTextContent('1–2 of 2 orders');
  },
};

export const ListOnATablet: Story = onATablet((canvas) => canvas.findByRole('link', { name: '#1005' }, LONG));

/** In Spanish: the filters, the headers, the statuses and the pager. */
export const InSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '#1005' }, LONG);
    await expect(canvas.getByRole('searchbox', { name: 'Buscar por cliente' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/ de \d+ pedidos?$/);
  },
};
