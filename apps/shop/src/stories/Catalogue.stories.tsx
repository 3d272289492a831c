import { formatPrice } from '@cellar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pending, unavailable } from '../../../../.storybook/msw';
import { cellarIn } from './fixtures';
import { ScreenStory } from './ScreenStory';
import { expectClearOfSideButtons, IN_SPANISH, LONG, PHONE_390, SCREEN_PARAMETERS, spanish, TABLET } from './story';

const meta = {
  title: 'Screens/Catalogue',
  component: ScreenStory,
  args: { path: '/our-wines' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAll: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Cava Los Charrúas Gran Tannat Icono' }, LONG);
    await expect(canvas.getByRole('button', { name: /^Show All/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
  },
};

export const FilteredByCategory: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Casa Marea Rosé de Pinot Noir' }, LONG);
    await userEvent.click(canvas.getByRole('button', { name: /^White/ }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: /^White/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { api: pending } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Wines' }, LONG)).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { api: unavailable } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LONG)).toHaveTextContent('The cellar is closed for maintenance');
  },
};

export const ShowAllOnATablet: Story = {
  globals: TABLET,
  play: async ({ canvas }) => {
    // The grid's right-hand column, the one that runs beside the side buttons.
    await expectClearOfSideButtons(await canvas.findByRole('link', { name: 'Cava Los Charrúas Gran Tannat Icono' }, LONG));
    await expectClearOfSideButtons(canvas.getByRole('button', { name: 'Send' }));
    await expectClearOfSideButtons(canvas.getByText(/^© 2023/));
  },
};

/** No side rail on a phone: the grid takes the width, and its names stand whole in two columns. */
export const ShowAllOnAPhone: Story = {
  globals: PHONE_390,
  play: async ({ canvas }) => {
    const wines = within(await canvas.findByRole('list', { name: 'Wines' }, LONG)).getAllByRole('listitem');
    await expect(wines[1]!.getBoundingClientRect().right).toBeGreaterThanOrEqual(window.innerWidth - 24);
  },
};

/** The catalogue in Spanish: the page's words, the categories' own Spanish names, pesos as Uruguay writes them. */
export const ShowAllInSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('article', {}, LONG)).toHaveLength(7);
    const wines = canvas.getByRole('list', { name: spanish('ourWines.list') });
    await expect(canvas.getByRole('heading', { name: spanish('ourWines.title') })).toBeVisible();
    // The filters come with the facets, which may answer after the wines.
    for (const { name } of cellarIn('es-UY').categories) await expect(await canvas.findByRole('button', { name: new RegExp(`^${name}`) }, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: new RegExp(`^${spanish('filters.showAll')}`) })).toHaveAttribute('aria-pressed', 'true');
    await expect(wines.textContent).toContain(formatPrice(1290, 'es-UY'));
  },
};
