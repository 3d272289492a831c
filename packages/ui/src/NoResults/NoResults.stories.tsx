import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NoResults } from './NoResults';

const meta = {
  title: 'Catalogue/NoResults',
  component: NoResults,
  args: { onClear: fn() },
} satisfies Meta<typeof NoResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithQuery: Story = {
  args: { query: 'tanat' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No wines match “tanat”' })).toBeVisible();
    await expect(canvas.getByText('Try another spelling, fewer words, or a wider price range.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'CLEAR FILTERS' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const FiltersOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No wines match these filters' })).toBeVisible();
  },
};

export const ClearAsLink: Story = {
  args: { query: 'malbec 1990', clearHref: '/our-wines' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'CLEAR FILTERS' });
    await expect(link).toHaveAttribute('href', '/our-wines');
    await userEvent.click(link);
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const WithoutAction: Story = {
  args: { onClear: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongQueryMobile: Story = {
  args: { query: 'gran reserva tannat de guarda barrica francesa 2011' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
