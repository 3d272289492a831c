import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminScreenStory } from './AdminScreenStory';
import { pending } from '../../../../.storybook/msw';
import { IN_SPANISH, LOAD_FAILED, LONG, onATablet, SCREEN_PARAMETERS } from './story';

const meta = {
  title: 'Back-office screens/Wines',
  component: AdminScreenStory,
  args: { path: '/wines' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof AdminScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const FIRST_BY_NAME = 'Bodega Cuchilla Negra Tannat Viejas Cepas';

export const List: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: FIRST_BY_NAME }, LONG);
    const table = canvas.getByRole('table', { name: 'Wines' });
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    await expect(within(table).getByRole('row', { name: /Viña Ombú Grande Arinarnoa Reserva/ })).toHaveTextContent('withdrawn');
    await expect(within(table).getByRole('row', { name: /Cava Los Charrúas/ })).toHaveTextContent('sold out');
    // A wine whose texts are not all written in Spanish says so; the Estancia's all are.
    await expect(within(table).getByRole('row', { name: /Cava Los Charrúas/ })).toHaveTextContent('Not translated');
    await expect(within(table).getByRole('row', { name: /Estancia Piedra Alta/ })).not.toHaveTextContent('Not translated');
    await expect(within(table).getByRole('columnheader', { name: /Wine/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('status')).toHaveTextContent('1–8 of 8 wines');
    await expect(canvas.getByRole('link', { name: 'Wines' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Filtered by the wine's facts, a grape and a region as typed (case and accents aside): the Tannats of Canelones. */
export const FilteredByGrapeAndRegion: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: FIRST_BY_NAME }, LONG);
    const filters = within(canvas.getByRole('form', { name: 'Filter by the wine’s facts' }));
    await userEvent.type(filters.getByRole('textbox', { name: 'Grape' }), 'tannat');
    await userEvent.type(filters.getByRole('textbox', { name: 'Region' }), 'Canelones');
    await userEvent.click(filters.getByRole('button', { name: 'FILTER' }));
    const table = canvas.getByRole('table', { name: 'Wines' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(within(table).getAllByRole('link').map((link) => link.textContent)).toEqual(['Cava Los Charrúas Gran Tannat Icono', 'Estancia Piedra Alta Tannat Reserva']);
    await expect(within(table).getByRole('row', { name: /Estancia Piedra Alta/ })).toHaveTextContent(/Tannat.*Canelones/);
    await expect(canvas.getByRole('status')).toHaveTextContent('1–2 of 2 wines');
    await expect(filters.getByRole('button', { name: 'CLEAR' })).toBeVisible();
  },
};

export const EmptySearch: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: FIRST_BY_NAME }, LONG);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search wines' }), 'malbec{Enter}');
    await expect(await canvas.findByText('No wines match “malbec”.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No wines');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { api: pending } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Wines' }, LONG)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'NEXT' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  ...LOAD_FAILED,
  play: async (context) => {
    await LOAD_FAILED.play(context);
    // With no page to place, the pager claims nothing, not even that one is coming: the table says why.
    await expect(within(context.canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const ListOnATablet: Story = onATablet((canvas) => canvas.findByRole('link', { name: FIRST_BY_NAME }, LONG));

/** In Spanish: the filter, the headers, the badges, prices as `$ 1.290` and the pager. */
export const InSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: FIRST_BY_NAME }, LONG);
    const table = canvas.getByRole('table', { name: 'Vinos' });
    await expect(within(table).getByRole('row', { name: /Viña Ombú Grande Arinarnoa Reserva/ })).toHaveTextContent('retirado');
    await expect(within(table).getByRole('row', { name: /Cava Los Charrúas/ })).toHaveTextContent('agotado');
    await expect(table).toHaveTextContent(/\$ \d/);
    await expect(canvas.getByRole('status')).toHaveTextContent('1–8 de 8 vinos');
    await expect(canvas.getByRole('link', { name: 'NUEVO VINO' })).toBeVisible();
  },
};
