import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminScreenStory } from './AdminScreenStory';
import { IN_SPANISH, LONG, onATablet, SCREEN_PARAMETERS } from './story';

const meta = {
  title: 'Back-office screens/Staff',
  component: AdminScreenStory,
  args: { path: '/staff' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof AdminScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone who can open the back office; anyone may be removed but oneself. */
export const List: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Remove Camila Fernández' }, LONG);
    await expect(canvas.getByRole('searchbox', { name: 'Search staff' })).toHaveValue('');
    const table = within(canvas.getByRole('table', { name: 'Staff' }));
    await expect(table.getByRole('row', { name: /Inés Olivera \(you\)/ })).toBeVisible();
    await expect(table.queryByRole('button', { name: 'Remove Inés Olivera' })).toBeNull();
    await expect(table.getByRole('button', { name: 'Remove Martín Suárez' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1–3 of 3 members of staff');
    const appoint = within(canvas.getByRole('form', { name: 'Appoint a member of staff' }));
    await expect(appoint.getByLabelText('Password', { exact: true })).toHaveAttribute('minlength', '12');
    await expect(appoint.getByRole('button', { name: 'APPOINT' })).toBeEnabled();
  },
};

/** The search ignores accents, as the server's does: "fernandez" finds Camila Fernández alone. */
export const Searched: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Remove Camila Fernández' }, LONG);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search staff' }), 'fernandez{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 of 1 member of staff'));
    const rows = within(canvas.getByRole('table', { name: 'Staff' })).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Camila Fernández')]);
  },
};

export const ListOnATablet: Story = onATablet((canvas) => canvas.findByRole('button', { name: 'Remove Camila Fernández' }, LONG));

/** In Spanish: the list, the form to appoint and its hint. */
export const InSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Quitar a Camila Fernández' }, LONG)).toHaveTextContent('QUITAR');
    await expect(canvas.getByRole('heading', { name: 'Sumar a alguien al personal' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'SUMAR' })).toBeVisible();
  },
};
