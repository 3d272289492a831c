import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { products } from '../fixtures';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

const [inStock, lastBottles, soldOut, another] = products as [(typeof products)[number], (typeof products)[number], (typeof products)[number], (typeof products)[number]];

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: { name: inStock.name, img: inStock.img, href: `/product/${inStock.id}`, onClick: fn() },
  decorators: [(Story, { parameters }) => <div style={{ width: parameters.wide ? 'auto' : 260 }}><Story /></div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy');
    const link = canvas.getByRole('link', { name: inStock.name });
    await expect(link).toHaveAttribute('href', `/product/${inStock.id}`);
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const WithPrice: Story = { args: { unitPrice: inStock.unitPrice } };

export const WithFacts: Story = {
  args: { unitPrice: inStock.unitPrice, facts: 'Tannat 85%, Merlot 15% · Canelones, Uruguay · 2021 · 13.5% · 750 mL' },
  play: async ({ canvas }) => {
    // A line too long for the card is cut, and the whole of it is still there for a pointer's tooltip.
    const line = canvas.getByTitle(/^Tannat 85%/);
    await expect(line.scrollWidth).toBeGreaterThan(line.clientWidth);
  },
};

export const OutOfStock: Story = {
  args: { name: soldOut.name, img: soldOut.img, outOfStock: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold out')).toBeVisible();
  },
};

export const LongName: Story = { args: { name: 'Gran Reserva Tannat Single Vineyard Edición Limitada del Fundador', img: soldOut.img } };

export const Loading: Story = { render: () => <ProductCardSkeleton /> };

export const SkeletonKeepsTheLayout: Story = {
  parameters: { wide: true },
  render: () => (
    <div data-testid="row" style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 200px)', gap: 16, alignItems: 'start' }}>
      <ProductCard name="Tannat" img={soldOut.img} href={`/product/${soldOut.id}`} unitPrice={soldOut.unitPrice} facts="Tannat · Canelones · 2021" />
      <ProductCard name={another.name.repeat(3)} img={another.img} href={`/product/${another.id}`} unitPrice={another.unitPrice} />
      <ProductCardSkeleton />
    </div>
  ),
  play: async ({ canvas }) => {
    const [short, long, skeletonCard] = [...canvas.getByTestId('row').children].map((el) => el.getBoundingClientRect().height);
    // A short name with its facts, a clamped long one without and the loading placeholder: one height, so nothing moves on load.
    await expect(long).toBe(short);
    await expect(skeletonCard).toBe(short);
  },
};

export const Grid: Story = {
  parameters: { wide: true },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 24 }}>
      {[inStock, lastBottles, soldOut, another].map((p) => (
        <ProductCard key={p.id} name={p.name} img={p.img} href={`/product/${p.id}`} outOfStock={p.stock === 0} />
      ))}
      <ProductCardSkeleton />
    </div>
  ),
};

export const MobileWidth: Story = {
  ...Grid,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
