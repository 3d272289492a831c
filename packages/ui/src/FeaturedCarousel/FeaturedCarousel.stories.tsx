import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { products } from '../fixtures';
import { FeaturedCarousel } from './FeaturedCarousel';

const items = products.map((p) => ({ id: p.id, title: p.title, img: p.img, href: `/product/${p.id}` }));

const meta = {
  title: 'Commerce/FeaturedCarousel',
  component: FeaturedCarousel,
  args: { items, heading: 'DISCOVER MORE WINES', onItemClick: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 1000, margin: '0 auto' }}><Story /></div>],
} satisfies Meta<typeof FeaturedCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    for (const item of items) {
      await expect(canvas.getByRole('img', { name: item.title })).toBeInTheDocument();
    }
    await expect(canvas.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(items.length);
    const second = items[1]!;
    const link = canvas.getByRole('link', { name: second.title });
    await expect(link).toHaveAttribute('href', `/product/${second.id}`);
    await userEvent.click(link);
    await expect(args.onItemClick).toHaveBeenCalledWith(second.id);
  },
};

export const PaginationMovesSlides: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 4' }));
    await expect(canvas.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute('aria-current', 'true');
  },
};

/** The pagination's buttons are named in the shop's language (Swiper's own words are English). */
export const PaginationInSpanish: Story = {
  globals: { locale: 'es-UY' },
  args: { heading: 'DESCUBRÍ MÁS VINOS' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al vino 4' }));
    await expect(canvas.getByRole('button', { name: 'Ir al vino 4' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.queryByRole('button', { name: /Go to slide/ })).toBeNull();
  },
};

export const SingleItem: Story = { args: { items: items.slice(0, 1) } };

export const Empty: Story = { args: { items: [] } };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

// The shop's titles name the wine and where it comes from, so they run long.
const longTitles = items.map((item) => ({ ...item, title: `${item.title}, from a small cellar in the hills of Canelones` }));

/** Only the centre wine is captioned: the side slides sit under it, and so would their captions. */
export const LongTitles: Story = {
  args: { items: longTitles },
  play: async ({ canvasElement }) => {
    const shownCaptions = () =>
      Array.from(canvasElement.querySelectorAll('.swiper-initialized .swiper-slide p'))
        .filter((caption) => getComputedStyle(caption).visibility !== 'hidden')
        .map((caption) => caption.textContent);
    await waitFor(() => expect(shownCaptions()).toEqual([longTitles[1]!.title]));
  },
};

export const LongTitlesMobileWidth: Story = { ...LongTitles, globals: { viewport: { value: 'mobile360', isRotated: false } } };
