import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminScreenStory } from './AdminScreenStory';
import { IN_SPANISH, LONG, onATablet, SCREEN_PARAMETERS } from './story';

const meta = {
  title: 'Back-office screens/Audit log',
  component: AdminScreenStory,
  args: { path: '/audit' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof AdminScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const NEWEST = /^9 Mar 2026, 10:20/;

/** Who changed what, newest first, with each changed field before and after. */
export const List: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('cell', { name: NEWEST }, LONG);
    const rows = within(canvas.getByRole('table', { name: 'Audit log' })).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(7);
    await expect(rows[0]).toHaveTextContent('Inés Olivera');
    await expect(rows[0]).toHaveTextContent('order.status #1004');
    await expect(rows[0]).toHaveTextContent('status: "paid" → "in transit"');
    await expect(rows[2]).toHaveTextContent('unitPrice: 1190 → 1290');
    await expect(canvas.getByRole('status')).toHaveTextContent('1–7 of 7 entries');
  },
};

export const ListOnATablet: Story = onATablet((canvas) => canvas.findByRole('cell', { name: NEWEST }, LONG));

/** In Spanish: the headers, the dates and the pager in es-UY. */
export const InSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Auditoría' }, LONG)).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: /^9 mar 2026, 10:20/ }, LONG)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Quién' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/ de \d+ registros?$/);
  },
};
