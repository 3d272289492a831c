import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { api, refusal } from '../../../../.storybook/msw';
import { AdminScreenStory } from './AdminScreenStory';
import { staffApi } from './api';
import { IN_SPANISH, LOAD_FAILED, LONG, onATablet, page, SCREEN_PARAMETERS } from './story';

const meta = {
  title: 'Back-office screens/Reviews',
  component: AdminScreenStory,
  args: { path: '/reviews' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof AdminScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const FRIDAY = 'Hide the review by Valentina R. of Estancia Piedra Alta Tannat Reserva';

const rowsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Reviews' }))
    .getAllByRole('row')
    .slice(1);

/** Every review, newest first, the hidden one marked: the wine, who signed it, the stars and the start of its words. */
export const List: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: FRIDAY }, LONG);
    await expect(rowsOf(canvasElement).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Casa Marea Rosé de Pinot Noir.*Valentina R\..*Call me.*hidden.*SHOW$/),
      expect.stringMatching(/Estancia Piedra Alta Tannat Reserva.*Valentina R\..*Our Friday wine.*shown.*HIDE$/),
      expect.stringMatching(/Bodega Punta Brava Albariño Atlántico.*Lucía P\..*shown.*HIDE$/),
      expect.stringMatching(/Estancia Piedra Alta Tannat Reserva.*Lucía P\..*Young still.*shown.*HIDE$/),
    ]);
    // A long review is cut at a word, with one ellipsis: the rest is on the wine's page.
    await expect(rowsOf(canvasElement)[1]).toHaveTextContent(/the morcilla…shown/);
    await expect(within(rowsOf(canvasElement)[1]!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1–4 of 4 reviews');
    await expect(canvas.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Hidden from the shop with one press: the row says so at once and offers to show it again; a toast says what changed. */
export const Hide: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: FRIDAY }, LONG));
    const row = rowsOf(canvasElement)[1]!;
    await expect(await within(row).findByRole('button', { name: 'Show the review by Valentina R. of Estancia Piedra Alta Tannat Reserva' })).toBeVisible();
    await expect(row).toHaveTextContent('hidden');
    await expect(await page().findByText('The review by Valentina R. left the page and the rating of Estancia Piedra Alta Tannat Reserva.')).toBeVisible();
  },
};

/** The hidden reviews alone, and one shown again from there. */
export const HiddenOnly: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: FRIDAY }, LONG);
    canvas.getByRole('combobox', { name: 'Show' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await page().findByRole('option', { name: 'Hidden' }));
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 1 review');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the review by Valentina R. of Casa Marea Rosé de Pinot Noir' }));
    await expect(await canvas.findByRole('button', { name: 'Hide the review by Valentina R. of Casa Marea Rosé de Pinot Noir' })).toBeVisible();
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('shown');
  },
};

/** The server refuses (here: the signed-in account is no longer staff): the reason in the back office's words, the row as it was. */
export const Refused: Story = {
  // The first handler to match answers: this one before the fixtures' own.
  parameters: { msw: { handlers: { api: [api.patch('/reviews/{id}', () => refusal(403, 'staffOnly')), ...staffApi] } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: FRIDAY }, LONG));
    await expect(await canvas.findByRole('alert')).toHaveTextContent("This is for the cellar's staff only.");
    await expect(rowsOf(canvasElement)[1]).toHaveTextContent('shown');
    await expect(canvas.getByRole('button', { name: FRIDAY })).toBeEnabled();
    // Whether the focused button shows its ring depends on how the stories before this one, which share the page, were last
    // used (a key or a pointer); the capture must not.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

export const LoadFailed: Story = LOAD_FAILED;

export const ListOnATablet: Story = onATablet((canvas) => canvas.findByRole('button', { name: FRIDAY }, LONG));

/** In Spanish: the filter, the headers, the states, the actions and the pager. */
export const InSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Reseñas' }, LONG)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Ocultar la reseña de Valentina R. sobre Estancia Piedra Alta Tannat Reserva' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Mostrar' })).toHaveTextContent('Todas las reseñas');
    await expect(canvas.getByText('oculta')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Calificación' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1–4 de 4 reseñas');
  },
};
