import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { categories } from '../fixtures';
import { SearchBox } from '../SearchBox/SearchBox';
import { FilterBar, type FilterBarProps } from './FilterBar';

const bands = [
  { min: 0, max: 699, count: 1234 },
  { min: 700, max: 1199, count: 845 },
  { min: 1200, max: 1999, count: 512 },
  { min: 2000, max: 3499, count: 0 },
  { min: 3500, max: null, count: 88 },
];

/** Holds the filters as the page would, counting the active ones (category, price range, stock). */
function Controlled(props: FilterBarProps) {
  const [categoryId, setCategoryId] = useState(props.categoryId);
  const [price, setPrice] = useState(props.price);
  const [inStock, setInStock] = useState(props.inStock);
  const [sort, setSort] = useState(props.sort);
  const activeFilters = (categoryId === null ? 0 : 1) + (price.min === null && price.max === null ? 0 : 1) + (inStock ? 1 : 0);
  return (
    <FilterBar
      {...props}
      categoryId={categoryId}
      onCategoryChange={(next) => {
        setCategoryId(next);
        props.onCategoryChange(next);
      }}
      price={price}
      onPriceChange={(next) => {
        setPrice(next);
        props.onPriceChange(next);
      }}
      inStock={inStock}
      onInStockChange={(next) => {
        setInStock(next);
        props.onInStockChange(next);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange(next);
      }}
      activeFilters={activeFilters}
      onClear={
        props.onClear &&
        (() => {
          setCategoryId(null);
          setPrice({ min: null, max: null });
          setInStock(false);
          props.onClear?.();
        })
      }
    />
  );
}

const meta = {
  title: 'Catalogue/FilterBar',
  component: FilterBar,
  args: {
    categories,
    categoryId: null,
    onCategoryChange: fn(),
    counts: { 1: 812, 2: 402, 3: 126, 4: 94 },
    total: 1434,
    price: { min: null, max: null },
    bands,
    onPriceChange: fn(),
    inStock: false,
    inStockCount: 1210,
    onInStockChange: fn(),
    sort: 'relevance',
    onSortChange: fn(),
    onClear: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const openFilters = (canvas: ReturnType<typeof within>) => userEvent.click(canvas.getByRole('button', { name: /^Filters/ }));

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show All (1,434)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Featured');
    // Price and stock fold away on every screen, so the wines start high; nothing to clear yet.
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Price (UYU)' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await openFilters(canvas);
    await expect(canvas.getByRole('group', { name: 'Price (UYU)' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'In stock only (1,210)' })).not.toBeChecked();
  },
};

export const FiltersApplied: Story = {
  args: { categoryId: 1, price: { min: 700, max: 1199 }, inStock: true, sort: 'price-asc', relevanceAvailable: true },
  play: async ({ canvas, args }) => {
    // Clearing is at hand with the filters folded.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Show All (1,434)' })).toHaveAttribute('aria-pressed', 'true');
    await openFilters(canvas);
    await expect(canvas.getByRole('switch', { name: /In stock only/ })).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const EveryControlReports: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'White (402)' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith(2);
    await openFilters(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '3,500 UYU and up (88)' }));
    await expect(args.onPriceChange).toHaveBeenCalledWith({ min: 3500, max: null });
    await userEvent.click(canvas.getByRole('switch', { name: /In stock only/ }));
    await expect(args.onInStockChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Newest' }));
    await waitFor(() => expect(args.onSortChange).toHaveBeenCalledWith('newest'));
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const WithoutCountsOrBands: Story = {
  args: { counts: undefined, total: undefined, bands: undefined, inStockCount: undefined, onClear: undefined, categoryId: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Rosé' })).toHaveAttribute('aria-pressed', 'true');
    await openFilters(canvas);
    await expect(canvas.getByRole('switch', { name: 'In stock only' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const WithSearch: Story = {
  args: { search: <SearchBox label="Search the catalogue" value="tannat" onChange={fn()} /> },
  globals: { viewport: { value: 'desktop1440', isRotated: false } },
};

export const Tablet: Story = {
  args: { price: { min: 700, max: 1200 } },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
};

export const Desktop1440: Story = {
  args: { categoryId: 1, inStock: true },
  globals: { viewport: { value: 'desktop1440', isRotated: false } },
};

export const MobileCollapsed: Story = {
  args: { price: { min: 700, max: 1199 }, inStock: true },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Filters (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Price (UYU)' })).toBeNull();
    // The order stays at hand while the filters are folded away.
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  },
};

export const MobileFiltersOpen: Story = {
  args: { price: { min: 700, max: 1199 }, inStock: true },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Filters (2)' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Price (UYU)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: /In stock only/ }));
    await expect(args.onInStockChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  },
};

export const MobileFiltersClose: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Price (UYU)' })).toBeNull();
  },
};

/** The price fields' hint ('Cualquiera', the longer word of the two languages) is read whole on the narrowest phone. */
export const MobilePriceHintsWhole: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false }, locale: 'es-UY' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filtros' }));
    const fields = within(canvas.getByRole('group', { name: 'Precio (UYU)' })).getAllByRole('textbox') as HTMLInputElement[];
    const context = document.createElement('canvas').getContext('2d')!;
    for (const input of fields) {
      const style = getComputedStyle(input);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      await expect(context.measureText(input.placeholder).width).toBeLessThanOrEqual(input.clientWidth);
    }
  },
};

export const MobileLongestSortLabel: Story = {
  args: { sort: 'price-desc' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Price: high to low');
  },
};

const facts = {
  grapes: [
    { value: 'Tannat', count: 612 },
    { value: 'Merlot', count: 240 },
    { value: 'Albariño', count: 131 },
  ],
  regions: [
    { value: 'Canelones', count: 702 },
    { value: 'Maldonado', count: 188 },
  ],
  vintages: [
    { value: 2022, count: 310 },
    { value: 2021, count: 296 },
  ],
};

export const WithWineFacts: Story = {
  args: { facts, chosen: { grapes: ['Tannat'], regions: [], vintages: [] }, onFactsChange: fn(), activeFilters: 1 },
  play: async ({ canvas, args }) => {
    await openFilters(canvas);
    await expect(canvas.getByRole('checkbox', { name: 'Tannat (612)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Maldonado (188)' }));
    await expect(args.onFactsChange).toHaveBeenCalledWith({ regions: ['Maldonado'] });
    await userEvent.click(canvas.getByRole('checkbox', { name: '2021 (296)' }));
    await expect(args.onFactsChange).toHaveBeenCalledWith({ vintages: [2021] });
  },
};

export const MobileWineFacts: Story = {
  ...WithWineFacts,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await openFilters(canvas);
    await expect(canvas.getByRole('group', { name: 'Vintage' })).toBeVisible();
  },
};
