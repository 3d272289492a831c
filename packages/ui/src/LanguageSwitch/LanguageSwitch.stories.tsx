import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Navigation/LanguageSwitch',
  component: LanguageSwitch,
  args: { path: '/our-wines?category=2', onChoose: fn() },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On an English page: the same page in Spanish, named in Spanish. */
export const OnAnEnglishPage: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', '/es/our-wines?category=2');
    await expect(link).toHaveAttribute('hreflang', 'es-UY');
  },
};
