import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { customer } from './fixtures';
import { ScreenStory } from './ScreenStory';
import { LONG, SCREEN_PARAMETERS } from './story';

const meta = {
  title: 'Screens/Profile',
  component: ScreenStory,
  args: { path: '/profile' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccountDetails: Story = {
  args: { user: customer },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'ACCOUNT DETAILS' }, LONG);
    await expect(canvas.getByLabelText('First name')).toHaveValue('Lucía');
    await expect(canvas.getByRole('heading', { name: 'MY PAYMENT METHODS' })).toBeVisible();
  },
};

export const WithoutAvatar: Story = {
  args: { user: { ...customer, avatar: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'ACCOUNT DETAILS' }, LONG)).toBeVisible();
  },
};
