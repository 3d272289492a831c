import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenStory } from './ScreenStory';
import { IN_SPANISH, LONG, SCREEN_PARAMETERS, spanish } from './story';

const meta = {
  title: 'Screens/Not found',
  component: ScreenStory,
  args: { path: '/no-such-wine' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PageNotFound: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page Not Found' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'BACK TO HOME' })).toHaveAttribute('href', '/');
  },
};

export const PageNotFoundInSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: spanish('notFound.title') }, LONG)).toBeVisible();
    await expect(canvas.getByRole('link', { name: spanish('notFound.home') })).toHaveAttribute('href', '/');
  },
};
