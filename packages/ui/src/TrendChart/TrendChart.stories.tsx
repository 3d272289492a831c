import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TrendChart, type TrendPoint } from './TrendChart';

// A fixed month, so the capture is the same on every run.
const november: TrendPoint[] = Array.from({ length: 30 }, (_, index) => ({
  label: `${index + 1} Nov`,
  value: 4_000 + ((index * 7_919) % 11_000) + (index % 7 === 5 ? 9_000 : 0),
}));

const uyu = (value: number) => `${value.toLocaleString('en-US')} UYU`;
const thousands = (value: number) => (value >= 1000 ? `${Math.round(value / 1000)}k` : String(value));

const meta = {
  title: 'Back office/TrendChart',
  component: TrendChart,
  decorators: [(Story) => <div style={{ maxWidth: 880, padding: 16 }}>{Story()}</div>],
  args: { title: 'Revenue per day', points: november, formatValue: uyu, formatTick: thousands },
} satisfies Meta<typeof TrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: 'Revenue per day' })).toBeVisible();
    // Every bar's figure is there for a screen reader, in the same form as the tooltip.
    const table = within(canvasElement).getByRole('table', { name: 'Revenue per day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(30);
    await expect(within(table).getByRole('rowheader', { name: '6 Nov' }).nextSibling).toHaveTextContent(uyu(november[5]!.value));
    await expect(canvasElement.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(30);
    // The value axis climbs by a round step to just above the highest day (20,894), every step labelled.
    const valueAxis = () => Array.from(canvasElement.querySelectorAll('.recharts-yAxis-tick-labels text'), (tick) => tick.textContent);
    await waitFor(() => expect(valueAxis()).toEqual(['0', '5k', '10k', '15k', '20k', '25k']));
  },
};

export const Counts: Story = {
  args: { title: 'Orders per day', points: november.slice(0, 7).map((point) => ({ ...point, value: Math.round(point.value / 900) })), formatValue: undefined, formatTick: undefined },
};

const saysNothing: Story['play'] = async ({ canvas }) => {
  await expect(canvas.getByText('Nothing in this period.')).toBeVisible();
};

export const NothingSold: Story = { args: { points: [] }, play: saysNothing };

/** A period with days but no sales says so, as one with no days does. */
export const NoSalesOnAnyDay: Story = { args: { points: november.map((point) => ({ ...point, value: 0 })) }, play: saysNothing };

/** The figures are on their way: a placeholder keeps the chart's height, and it claims neither bars nor "nothing". */
export const Loading: Story = {
  args: { points: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Revenue per day' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Nothing in this period.')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
