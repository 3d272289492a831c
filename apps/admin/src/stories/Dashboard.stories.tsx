import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminScreenStory } from './AdminScreenStory';
import { pending } from '../../../../.storybook/msw';
import { noSales } from './api';
import { IN_SPANISH, LOAD_FAILED, LONG, onATablet, page, SCREEN_PARAMETERS } from './story';

const meta = {
  title: 'Back-office screens/Dashboard',
  component: AdminScreenStory,
  args: { path: '/' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof AdminScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const PERIOD = '09 Feb 2026 – 10 Mar 2026';

/** What the revenue chart's value axis reads, from the bottom up. */
const valueAxis = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value'), (tick) => tick.textContent);

const tableRows = (canvasElement: HTMLElement, caption: string) =>
  within(within(canvasElement).getByRole('table', { name: caption }))
    .getAllByRole<HTMLTableRowElement>('row')
    .slice(1)
    .map((row) => Array.from(row.cells, (cell) => cell.textContent));

/** The last 30 days: the figures, revenue per day, and the three tables. */
export const Figures: Story = {
  play: async ({ canvas, canvasElement }) => {
    const revenue = await canvas.findByRole('group', { name: 'Revenue' }, LONG);
    await expect(await within(revenue).findByText(PERIOD, {}, LONG)).toBeVisible();
    await expect(revenue).toHaveTextContent(/\d UYU/);
    await expect(canvas.getByRole('group', { name: 'Stock running low' })).toHaveTextContent('3 wines');
    // The bars are drawn for the eye; the same 30 figures are in a table for screen readers.
    await expect(within(canvas.getByRole('table', { name: 'Revenue per day' })).getAllByRole('row')).toHaveLength(30);
    // Round, even steps of money, written as every other amount on the screen (once the chart has its width to draw in).
    await waitFor(() => expect(valueAxis(canvasElement)).toEqual(['0 UYU', '5,000 UYU', '10,000 UYU', '15,000 UYU', '20,000 UYU', '25,000 UYU']));
    await expect(tableRows(canvasElement, 'Top wines')[0]?.[0]).toBe('Estancia Piedra Alta Tannat Reserva');
    await expect(tableRows(canvasElement, 'Stock running low')).toEqual([
      ['Cava Los Charrúas Gran Tannat Icono', '0'],
      ['Viñedos Santa Lucía Sauvignon Blanc', '3'],
      ['Bodega Cuchilla Negra Tannat Viejas Cepas', '4'],
    ]);
    await expect(tableRows(canvasElement, 'Orders by status').map(([status]) => status)).toEqual(['Paid', 'In transit', 'Delivered', 'Rejected']);
  },
};

/** Staff choose the period: the last days up to today, or dates of their own. */
export const LastSevenDays: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(PERIOD, {}, LONG);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Period' }));
    const options = await page().findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days', 'Chosen dates']);
    await userEvent.click(page().getByRole('option', { name: 'Last 7 days' }));
    await expect(await canvas.findByText('04 Mar 2026 – 10 Mar 2026')).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Revenue per day' })).getAllByRole('row')).toHaveLength(7);
  },
};

export const NoSalesInThePeriod: Story = {
  parameters: { msw: { handlers: { api: noSales } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing sold in this period.', {}, LONG)).toBeVisible();
    await expect(within(canvas.getByRole('figure', { name: 'Revenue per day' })).getByText('Nothing in this period.')).toBeVisible();
    await expect(canvas.getByText('No orders in this period.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Revenue' })).toHaveTextContent('0 UYU');
    await expect(within(canvas.getByRole('group', { name: 'Orders' })).getByText('0')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { api: pending } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Revenue' }, LONG)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('table', { name: 'Top wines' })).toHaveAttribute('aria-busy', 'true');
    // The chart waits with the rest rather than telling of a period with no sales.
    await expect(canvas.getByRole('figure', { name: 'Revenue per day' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Nothing in this period.')).toBeNull();
  },
};

export const LoadFailed: Story = LOAD_FAILED;

export const FiguresOnATablet: Story = onATablet((canvas) => canvas.findByText(PERIOD, {}, LONG));

/** In Spanish: the figures in pesos as Uruguay writes them, the dates in es-UY. */
export const InSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas, canvasElement }) => {
    const revenue = await canvas.findByRole('group', { name: 'Ingresos' }, LONG);
    await expect(await within(revenue).findByText('9 feb 2026 – 10 mar 2026', {}, LONG)).toBeVisible();
    await expect(revenue).toHaveTextContent(/\$ \d{1,3}(\.\d{3})*/);
    await waitFor(() => expect(valueAxis(canvasElement)).toEqual(['$\u00a00', '$\u00a05.000', '$\u00a010.000', '$\u00a015.000', '$\u00a020.000', '$\u00a025.000']));
    await expect(canvas.getByRole('group', { name: 'Stock bajo' })).toHaveTextContent('3 vinos');
    await expect(canvas.getByRole('table', { name: 'Vinos más vendidos' })).toBeVisible();
  },
};
