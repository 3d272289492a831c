import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminScreenStory } from './AdminScreenStory';
import { IN_SPANISH, LONG, SCREEN_PARAMETERS } from './story';

const meta = {
  title: 'Back-office screens/Not found',
  component: AdminScreenStory,
  args: { path: '/no-such-screen' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof AdminScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The frame every screen shares, around the one for an address that leads nowhere. */
export const PageNotFound: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page not found' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'BACK TO THE DASHBOARD' })).toHaveAttribute('href', '/');
    const sections = within(canvas.getByRole('navigation', { name: 'Sections' }));
    await expect(sections.getAllByRole('link')).toHaveLength(9);
    await expect(sections.queryByRole('link', { current: 'page' })).toBeNull();
    await expect(canvas.getByText('Inés Olivera')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'SIGN OUT' })).toBeVisible();
  },
};

export const InSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Página no encontrada' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'VOLVER AL RESUMEN' })).toBeVisible();
  },
};
