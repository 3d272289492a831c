import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { products } from '../fixtures';
import { Price } from '../Price/Price';
import { DataTable, type DataTableColumn } from './DataTable';

type Wine = (typeof products)[number];
/** Sorts as a server names them: names and stock run one way, prices both. */
type WineSort = 'name' | 'price-asc' | 'price-desc' | 'stock';

const columns: DataTableColumn<Wine, WineSort>[] = [
  { key: 'name', header: 'Wine', cell: (wine) => wine.name, sorts: [{ key: 'name', direction: 'asc' }] },
  { key: 'title', header: 'Label', cell: (wine) => wine.title, secondary: true },
  {
    key: 'price',
    header: 'Price',
    cell: (wine) => <Price amount={wine.unitPrice} size="sm" />,
    sorts: [
      { key: 'price-asc', direction: 'asc' },
      { key: 'price-desc', direction: 'desc' },
    ],
    align: 'end',
  },
  { key: 'stock', header: 'Stock', cell: (wine) => wine.stock, sorts: [{ key: 'stock', direction: 'asc' }], align: 'end' },
];

const meta = {
  title: 'Back office/DataTable',
  component: DataTable<Wine, WineSort>,
  args: {
    caption: 'Wines',
    columns,
    rows: products,
    rowKey: (wine: Wine) => wine.id,
    sort: 'name',
    onSortChange: fn(),
    pagination: { summary: '1–4 of 4 wines', onPrevious: null, onNext: null },
  },
} satisfies Meta<typeof DataTable<Wine, WineSort>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Wines' });
    await expect(canvas.getAllByRole('row')).toHaveLength(products.length + 1);
    await expect(canvas.getByRole('columnheader', { name: /Wine/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: /Stock/ })).not.toHaveAttribute('aria-sort');
    await expect(table).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('button', { name: 'PREVIOUS' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'NEXT' })).toBeDisabled();
  },
};

export const SortingAsksTheServer: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Stock/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('stock');
    await userEvent.click(canvas.getByRole('button', { name: /Price/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('price-asc');
    await expect(canvas.queryByRole('button', { name: /Label/ })).not.toBeInTheDocument();
  },
};

export const OneWayOnly: Story = {
  play: async ({ args, canvas }) => {
    // The server sorts names from A only: a click on the sorted column cannot turn it round.
    await userEvent.click(canvas.getByRole('button', { name: /Wine/ }));
    await expect(args.onSortChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('columnheader', { name: /Wine/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

const byPrice = [...products].sort((a, b) => a.unitPrice - b.unitPrice);

function SortedByPrice() {
  const [sort, setSort] = useState<WineSort>('stock');
  const sign = sort === 'price-desc' ? -1 : 1;
  const rows = [...products].sort((a, b) => (sort === 'stock' ? a.stock - b.stock : sign * (a.unitPrice - b.unitPrice)));
  return <DataTable caption="Wines by price" columns={columns} rows={rows} rowKey={(wine) => wine.id} sort={sort} onSortChange={setSort} />;
}

export const BothWays: Story = {
  render: () => <SortedByPrice />,
  play: async ({ canvas }) => {
    const price = canvas.getByRole('columnheader', { name: /Price/ });
    await userEvent.click(canvas.getByRole('button', { name: /Price/ }));
    await expect(price).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('row')[1]!).toHaveTextContent(byPrice[0]!.name);
    // The server sorts prices both ways, so a second click asks for the other.
    await userEvent.click(canvas.getByRole('button', { name: /Price/ }));
    await expect(price).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: /Stock/ })).not.toHaveAttribute('aria-sort');
    await expect(canvas.getAllByRole('row')[1]!).toHaveTextContent(byPrice.at(-1)!.name);
  },
};

export const Paged: Story = {
  args: { pagination: { summary: '25–48 of 1,204 wines', onPrevious: fn(), onNext: fn() } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('25–48 of 1,204 wines');
    await userEvent.click(canvas.getByRole('button', { name: 'NEXT' }));
    await expect(args.pagination!.onNext).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'PREVIOUS' }));
    await expect(args.pagination!.onPrevious).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [], pagination: { summary: 'Loading…', onPrevious: fn(), onNext: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(products[0]!.name)).not.toBeInTheDocument();
    // A page change cannot be asked for twice while one is under way.
    await expect(canvas.getByRole('button', { name: 'NEXT' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [], empty: 'No wines match “zinfandel”.', pagination: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No wines match “zinfandel”.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { rows: [], error: 'The server did not answer. Check your connection.', onRetry: fn(), pagination: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server did not answer.');
    await userEvent.click(canvas.getByRole('button', { name: 'TRY AGAIN' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    // The label column is left out where the table would otherwise scroll sideways.
    await expect(canvas.getByText('Label', { selector: 'th' })).not.toBeVisible();
  },
};
