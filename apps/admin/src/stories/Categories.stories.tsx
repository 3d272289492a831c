import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminScreenStory } from './AdminScreenStory';
import { LONG, onATablet, page, releaseFocus, SCREEN_PARAMETERS } from './story';

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
    await expect(canvas.getByRole('button', { name: 'Delete Dessert' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'New category' })).toHaveValue('');
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

export const ListOnATablet: Story = onATablet((canvas) => canvas.findByRole('button', { name: 'Rename Red' }, LONG));
