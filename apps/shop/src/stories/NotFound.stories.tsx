import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenStory } from './ScreenStory';
import { LONG, SCREEN_PARAMETERS } from './story';

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
