import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { products } from '../fixtures';
import { Price } from '../Price/Price';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';

type Wine = (typeof products)[number];
type WineColumn = 'name' | 'price' | 'stock';

const columns: DataTableColumn<Wine, WineColumn>[] = [
  { key: 'name', header: 'Wine', cell: (wine) => wine.name, sortKey: 'name' },
  { key: 'title', header: 'Label', cell: (wine) => wine.title, secondary: true },
  { key: 'price', header: 'Price', cell: (wine) => <Price amount={wine.unitPrice} size="sm" />, sortKey: 'price', align: 'end' },
  { key: 'stock', header: 'Stock', cell: (wine) => wine.stock, sortKey: 'stock', align: 'end' },
];

const meta = {
  title: 'Back office/DataTable',
  component: DataTable<Wine, WineColumn>,
  args: {
    caption: 'Wines',
    columns,
    rows: products,
    rowKey: (wine: Wine) => wine.id,
    sort: { key: 'name', direction: 'asc' },
    onSortChange: fn(),
    pagination: { summary: '1–4 of 4 wines', onPrevious: null, onNext: null },
  },
} satisfies Meta<typeof DataTable<Wine, WineColumn>>;

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
    await userEvent.click(canvas.getByRole('button', { name: /Wine/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    await userEvent.click(canvas.getByRole('button', { name: /Price/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'price', direction: 'asc' });
    await expect(canvas.queryByRole('button', { name: /Label/ })).not.toBeInTheDocument();
  },
};

function SortedByStock() {
  const [sort, setSort] = useState<DataTableSort<WineColumn>>({ key: 'stock', direction: 'asc' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  const rows = [...products].sort((a, b) => sign * (a.stock - b.stock));
  return <DataTable caption="Stock running low" columns={columns} rows={rows} rowKey={(wine) => wine.id} sort={sort} onSortChange={setSort} />;
}

export const SortedDescending: Story = {
  render: () => <SortedByStock />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Stock/ }));
    await expect(canvas.getByRole('columnheader', { name: /Stock/ })).toHaveAttribute('aria-sort', 'descending');
    const firstRow = canvas.getAllByRole('row')[1]!;
    await expect(firstRow).toHaveTextContent('Rosé de Tannat');
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
    await expect(canvas.queryByText('Malbec Reserva')).not.toBeInTheDocument();
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
