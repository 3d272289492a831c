import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { products } from '../fixtures';
import { FeaturedCard, FeaturedCardSkeleton } from './FeaturedCard';

const wine = products[0]!;

const meta = {
  title: 'Commerce/FeaturedCard',
  component: FeaturedCard,
  args: { name: wine.name, description: wine.description, img: wine.img, href: `/product/${wine.id}`, eyebrow: 'Featured · 2019' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof FeaturedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Cut after the last whole word that fits in 100 characters, the ellipsis counted.
    const text = canvas.getByText(/^Deep violet/);
    await expect(text.textContent).toHaveLength(100);
    await expect(text.textContent?.endsWith(' twelve…')).toBe(true);
    await expect(canvas.getByRole('link', { name: /SEE MORE/ })).toHaveAttribute('href', `/product/${wine.id}`);
  },
};

export const ShortDescription: Story = {
  args: { description: 'Crisp and bright.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Crisp and bright.')).toBeVisible();
  },
};

export const LongName: Story = { args: { name: 'Gran Reserva Tannat Single Vineyard Edición Limitada del Fundador' } };

export const Loading: Story = { render: () => <FeaturedCardSkeleton /> };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
