import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { images } from '../fixtures';
import { PageBanner } from './PageBanner';

const meta = {
  title: 'Layout/PageBanner',
  component: PageBanner,
  parameters: { padded: false },
  args: { title: 'OUR WINE SELECTION', tagline: 'Where every bottle tells a story', img: images.categoryRed },
} satisfies Meta<typeof PageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'OUR WINE SELECTION' })).toBeVisible();
  },
};

export const ProductHeader: Story = {
  args: { eyebrow: 'White', title: 'Chardonnay Costa', tagline: 'Coastal breeze in a glass', img: images.categoryWhite },
};

export const WithoutImage: Story = { args: { title: 'ORDER HISTORY', tagline: undefined, img: undefined } };

export const LongTitle: Story = { args: { title: 'Gran Reserva Tannat Single Vineyard Edición Limitada del Fundador' } };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

export const Compact: Story = { args: { compact: true, eyebrow: 'The catalogue' } };
