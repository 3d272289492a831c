import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminScreenStory } from './AdminScreenStory';
import { IN_SPANISH, LONG, onATablet, page, releaseFocus, SCREEN_PARAMETERS } from './story';

const meta = {
  title: 'Back-office screens/Categories',
  component: AdminScreenStory,
  args: { path: '/categories' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof AdminScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Rename Red' }, LONG);
    const rows = within(canvas.getByRole('table', { name: 'Categories' })).getAllByRole<HTMLTableRowElement>('row').slice(1);
    await expect(rows.map((row) => row.cells[0]?.textContent)).toEqual(['Red', 'White', 'Rosé', 'Sparkling', 'Dessert']);
    // Each name in Spanish beside the English one; the two not named in Spanish yet say so.
    await expect(rows.map((row) => row.cells[1]?.textContent)).toEqual(['Tinto', 'Blanco', 'Rosado', 'Not translated', 'Not translated']);
    await expect(canvas.getByRole('button', { name: 'Delete Dessert' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'New category' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'New category in Spanish' })).toHaveValue('');
  },
};

/** The server refuses to delete a category that wines still use (409), and the dialog says why. */
export const DeleteRefused: Story = {
  parameters: { screenshot: { fullViewport: true } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Red' }, LONG));
    const dialog = within(await page().findByRole('dialog', { name: 'Delete “Red”?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'DELETE' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Red still has 4 wines (on sale or withdrawn). Move them to another category first.');
    await expect(dialog.getByRole('button', { name: 'DELETE' })).toBeEnabled();
    releaseFocus();
  },
};

/** Sparkling is named in Spanish beside its English name: the table says the name, no longer "Not translated". */
export const NamedInSpanish: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename Sparkling' }, LONG));
    const form = within(canvas.getByRole('form', { name: 'Rename Sparkling' }));
    await expect(form.getByRole('textbox', { name: 'New name' })).toHaveValue('Sparkling');
    await userEvent.type(form.getByRole('textbox', { name: 'New name in Spanish' }), 'Espumante');
    await userEvent.click(form.getByRole('button', { name: 'SAVE' }));
    const toast = await page().findByText('“Sparkling” was saved.', {}, LONG);
    const row = canvas.getByRole('row', { name: /^Sparkling/ });
    await waitFor(() => expect(row).toHaveTextContent('Espumante'));
    await expect(within(row).queryByText('Not translated')).toBeNull();
    // The toast hides itself after 3 s, which a busy machine may or may not reach before the capture.
    await userEvent.click(page().getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    releaseFocus();
  },
};

/** A rename to a name another category has is refused on the rename's own field, which takes focus; the new-category form stays clean. */
export const RenameRefused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename Sparkling' }, LONG));
    const form = within(canvas.getByRole('form', { name: 'Rename Sparkling' }));
    const name = form.getByRole('textbox', { name: 'New name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'red');
    await userEvent.click(form.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(/already a category called “Red”/);
    // Focus moves once the refusal is drawn (an effect after it).
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'New category' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getAllByRole('alert')).toEqual([form.getByRole('alert')]);
    releaseFocus();
  },
};

export const ListOnATablet: Story = onATablet((canvas) => canvas.findByRole('button', { name: 'Rename Red' }, LONG));

/** In Spanish: the form, the table with each name in English and in Spanish, and its actions. */
export const InSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Renombrar Red' }, LONG)).toHaveTextContent('RENOMBRAR');
    await expect(canvas.getByRole('heading', { name: 'Categorías' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'AGREGAR CATEGORÍA' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nueva categoría en inglés' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nueva categoría en español' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Nombre en español' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /^Dessert/ })).toHaveTextContent('Sin traducir');
  },
};

/** The server's refusal, kept by its code, is said in Spanish in the Spanish back office. */
export const DeleteRefusedInSpanish: Story = {
  ...IN_SPANISH,
  parameters: { screenshot: { fullViewport: true } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Eliminar Red' }, LONG));
    const dialog = within(await page().findByRole('dialog', { name: '¿Eliminar “Red”?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'ELIMINAR' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Red todavía tiene 4 vinos (a la venta o retirados). Pasalos primero a otra categoría.');
    releaseFocus();
  },
};
