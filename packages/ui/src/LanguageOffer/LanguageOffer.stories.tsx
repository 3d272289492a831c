import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LanguageOffer } from './LanguageOffer';

const meta = {
  title: 'Navigation/LanguageOffer',
  component: LanguageOffer,
  args: { href: '/es/our-wines', onAccept: fn(), onDismiss: fn() },
  decorators: [
    (Story) => (
      // A transformed frame holds the notice's fixed position, so the capture shows it in its corner.
      <div style={{ minHeight: 160, transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the shop shows it, in the offered language (the toolbar's Language picks it here). */
export const Offered: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/es/our-wines');
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};
