import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { api, pending, refusal } from '../../../../.storybook/msw';
import { releaseFocus } from '../../../../.storybook/screens';
import { shopApi } from './api';
import { customer } from './fixtures';
import { ScreenStory } from './ScreenStory';
import { expectClearOfSideButtons, expectOnFirstScreen, LONG, PHONE_390, SCREEN_PARAMETERS, TABLET } from './story';

const meta = {
  title: 'Screens/Product',
  component: ScreenStory,
  args: { path: '/product/1' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/**
 * The other wines and the reviews arrive after the page is drawn and change its height: a capture waits for
 * them, the first review's title (or the empty list's line) showing that the reviews are in.
 */
async function arrived(canvas: Canvas, firstReview: string | null) {
  await canvas.findByRole('heading', { name: 'DISCOVER MORE WINES' }, LONG);
  if (firstReview) await canvas.findByRole('heading', { name: firstReview }, LONG);
  else await canvas.findByText('No one has reviewed this wine yet.', {}, LONG);
}

export const InStock: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Estancia Piedra Alta Tannat Reserva' }, LONG);
    await arrived(canvas, 'Our Friday wine');
    await expect(canvas.getByText('1,290 UYU')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
    await expect(canvas.queryByText('OUR CELLARS RUN OUT OF THIS PRODUCT!')).not.toBeInTheDocument();
  },
};

/** The wine's stars and count by its price, and its buyers' reviews under it; a visitor is asked for none. */
export const Reviews: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Estancia Piedra Alta Tannat Reserva' }, LONG);
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(canvas.getByText('(2 reviews)')).toBeVisible();
    const reviews = await canvas.findByRole('heading', { name: 'REVIEWS' });
    reviews.scrollIntoView();
    await expect(await canvas.findByRole('heading', { name: 'Our Friday wine' })).toBeVisible();
    await expect(canvas.getByText('Bruno S., 18 Feb 2026')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'WRITE A REVIEW' })).toBeNull();
  },
};

/** The most helpful first: the review that says most leads, read afresh from the API; newest first again brings the loader's order back. */
export const ReviewsMostHelpful: Story = {
  play: async ({ canvas }) => {
    await arrived(canvas, 'Our Friday wine');
    const select = canvas.getByRole('combobox', { name: 'Sort reviews' });
    await expect(select).toHaveTextContent('Newest first');
    const bylines = () => canvas.getAllByText(/^(Sofía M|Bruno S)\., /).map((byline) => byline.textContent);
    await expect(bylines()).toEqual(['Sofía M., 06 Mar 2026', 'Bruno S., 18 Feb 2026']);
    select.scrollIntoView({ block: 'center' });
    select.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Most helpful first' }));
    await waitFor(() => expect(bylines()).toEqual(['Bruno S., 18 Feb 2026', 'Sofía M., 06 Mar 2026']));
    await expect(select).toHaveTextContent('Most helpful first');
    await expect(canvas.getByRole('heading', { name: 'Our Friday wine' })).toBeVisible();
  },
};

/** The most helpful could not be read: the list stays newest first, says so, and the select goes back to it. */
export const ReviewsOrderFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        // The first handler to match answers: the helpful order fails; any other falls through to the fixtures'.
        api: [api.get('/products/{id}/reviews', ({ query }) => (query.get('sort') === 'helpful' ? refusal(503, 'databaseBusy') : undefined)), ...shopApi],
      },
    },
  },
  play: async ({ canvas }) => {
    await arrived(canvas, 'Our Friday wine');
    const select = canvas.getByRole('combobox', { name: 'Sort reviews' });
    select.scrollIntoView({ block: 'center' });
    select.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Most helpful first' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The reviews could not be loaded.');
    await expect(select).toHaveTextContent('Newest first');
    await expect(canvas.getAllByText(/^(Sofía M|Bruno S)\., /).map((byline) => byline.textContent)).toEqual(['Sofía M., 06 Mar 2026', 'Bruno S., 18 Feb 2026']);
    releaseFocus();
  },
};

/** A signed-in buyer is asked for a review; a refused one says why on its field, a sent one thanks them. */
export const AskedForAReview: Story = {
  args: { user: customer },
  play: async ({ canvas }) => {
    const ask = await canvas.findByRole('heading', { name: 'WRITE A REVIEW' }, LONG);
    ask.scrollIntoView();
    await userEvent.click(canvas.getByRole('button', { name: 'SEND REVIEW' }));
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription('Please choose from 1 to 5 stars.');
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription(/Please write a few words about the wine\./);
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), 'Deep and round.');
    await userEvent.click(canvas.getByRole('button', { name: 'SEND REVIEW' }));
    await expect(await canvas.findByText('Thank you for your review!')).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: { path: '/product/2' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Cava Los Charrúas Gran Tannat Icono' }, LONG);
    await expect(canvas.getByText('OUR CELLARS RUN OUT OF THIS PRODUCT!')).toBeVisible();
    await arrived(canvas, null);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { api: pending } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Opening the bottle…' }, LONG)).toBeVisible();
  },
};

export const NotInTheCellar: Story = {
  args: { path: '/product/99' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There is no wine with this id.', {}, LONG)).toBeVisible();
  },
};

export const OutOfStockOnATablet: Story = {
  args: { path: '/product/2' },
  globals: TABLET,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Cava Los Charrúas Gran Tannat Icono' }, LONG);
    await expectClearOfSideButtons(canvas.getByText(/^Inky and brooding/));
    await expectClearOfSideButtons(canvas.getByText('OUR CELLARS RUN OUT OF THIS PRODUCT!'));
    await expectClearOfSideButtons(canvas.getByRole('button', { name: 'ADD TO CART' }));
    await arrived(canvas, null);
  },
};

/** The wine before its decoration: name, price, stock and ADD TO CART on a phone's first screen, the bottle after them. */
export const FirstScreenOnAPhone: Story = {
  globals: PHONE_390,
  play: async ({ canvas }) => {
    await expectOnFirstScreen(await canvas.findByRole('heading', { level: 1, name: 'Estancia Piedra Alta Tannat Reserva' }, LONG));
    await expectOnFirstScreen(canvas.getByText('1,290 UYU'));
    await expectOnFirstScreen(canvas.getByText('Stock :'));
    await expectOnFirstScreen(canvas.getByRole('button', { name: 'ADD TO CART' }));
    await arrived(canvas, 'Our Friday wine');
  },
};

/** The toolbar's Language set to es-UY: the page, its refusal and its toast say the Spanish catalogue's words. */
export const OutOfStockInSpanish: Story = {
  globals: { locale: 'es-UY' },
  args: { path: '/product/2' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('¡SE NOS AGOTÓ ESTE PRODUCTO EN LA BODEGA!', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('Categoría:')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'AGREGAR AL CARRITO' }));
    await expect(await canvas.findByText('Este vino está agotado, así que no se puede agregar al carrito.')).toBeVisible();
  },
};

export const AddedInSpanish: Story = {
  globals: { locale: 'es-UY' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'DESCUBRÍ MÁS VINOS' }, LONG);
    await userEvent.click(await canvas.findByRole('button', { name: 'AGREGAR AL CARRITO' }, LONG));
    await expect(await screen.findByText('¡Tu producto se agregó al carrito!', {}, LONG)).toBeVisible();
  },
};
