import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminScreenStory } from './AdminScreenStory';
import { IN_SPANISH, LONG, onATablet, SCREEN_PARAMETERS } from './story';

const meta = {
  title: 'Back-office screens/Customers',
  component: AdminScreenStory,
  args: { path: '/customers' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof AdminScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The newest customers first, with their orders and whether they may log in. */
export const List: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Sofía Castro' }, LONG);
    const table = within(canvas.getByRole('table', { name: 'Customers' }));
    await expect(table.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sofía Castro', 'Joaquín Méndez', 'Valentina Rodríguez', 'Lucía Pereira']);
    await expect(table.getByRole('row', { name: /Joaquín Méndez/ })).toHaveTextContent('deactivated');
    await expect(table.getByRole('row', { name: /Lucía Pereira/ })).toHaveTextContent('active');
    await expect(canvas.getByRole('status')).toHaveTextContent('1–4 of 4 customers');
  },
};

export const ListOnATablet: Story = onATablet((canvas) => canvas.findByRole('link', { name: 'Sofía Castro' }, LONG));

/** In Spanish: the search, the headers, the badges and the pager. */
export const InSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Sofía Castro' }, LONG);
    await expect(canvas.getByRole('searchbox', { name: 'Buscar clientes' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Nombre/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/ de \d+ clientes?$/);
  },
};
