import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminScreenStory } from './AdminScreenStory';
import { DESKTOP_1440, IN_SPANISH, LONG, onATablet, page, releaseFocus, SCREEN_PARAMETERS } from './story';

const meta = {
  title: 'Back-office screens/Wine',
  component: AdminScreenStory,
  args: { path: '/wines/1' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof AdminScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const ESTANCIA = 'Estancia Piedra Alta Tannat Reserva';

/** The wine's pictures have arrived, so the capture does not catch them half loaded. */
async function picturesShown(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('img')).not.toBeNull(), LONG);
  for (const picture of canvasElement.querySelectorAll('img')) {
    await waitFor(() => expect(picture.complete && picture.naturalWidth > 0, `${picture.src} loaded`).toBe(true), LONG);
  }
}

export const NewWine: Story = {
  args: { path: '/wines/new' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'New wine' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /^Bottles in stock/ })).toHaveValue('0');
    await expect(canvas.getByRole('button', { name: 'CREATE WINE' })).toBeEnabled();
    // Stock is adjusted, and a wine withdrawn, only once it exists.
    await expect(canvas.queryByRole('region', { name: /^Stock/ })).toBeNull();
    // Each text in English and in Spanish; the Spanish ones may wait, and say so.
    await expect(canvas.getByRole('textbox', { name: 'Slogan in Spanish' })).toHaveValue('');
    await expect(canvas.getAllByText('Not translated')).toHaveLength(3);
  },
};

/** Submitted empty: every field says what it needs, and nothing is sent. */
export const ValidationErrors: Story = {
  args: { path: '/wines/new' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }, LONG), 'Bodega Nueva Tannat');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Price/ }), '12,50');
    await userEvent.click(canvas.getByRole('button', { name: 'CREATE WINE' }));
    await expect(await canvas.findByText('Give the wine a title.')).toBeVisible();
    await expect(canvas.getByText('Give the wine a slogan.')).toBeVisible();
    await expect(canvas.getByText('Give the wine a description.')).toBeVisible();
    await expect(canvas.getByText('Enter the price in whole UYU, from 1 to 10,000,000.')).toBeVisible();
    await expect(canvas.getByText('Choose a category.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Price/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('heading', { name: 'New wine' })).toBeVisible();
    // The first refused field (in the form's order) takes focus, however far the button that sent it.
    await waitFor(() => expect(canvasElement.querySelector('[aria-invalid="true"]')).toHaveFocus());
  },
};

/**
 * A blend whose shares add up to more than the bottle: the grapes' rows say so under them, in the
 * domain's words, and nothing is sent until a share comes down.
 */
export const BlendOverAHundred: Story = {
  args: { path: '/wines/8' },
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('textbox', { name: 'Share of grape 1 (%)' }, LONG);
    await expect(canvas.getByRole('textbox', { name: 'Grape 1' })).toHaveValue('Chardonnay');
    await expect(canvas.getByRole('textbox', { name: 'Grape 2' })).toHaveValue('Pinot Noir');
    await userEvent.type(first, '60');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Share of grape 2 (%)' }), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'SAVE CHANGES' }));
    const grapes = canvas.getByRole('group', { name: 'Grapes' });
    await expect(await within(grapes).findByRole('alert')).toHaveTextContent('The grapes’ shares add up to 110 %: they may add up to 100 % at most.');
    await expect(canvas.queryByText('Saved.')).toBeNull();
    // A share brought down clears the refusal.
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Share of grape 2 (%)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Share of grape 2 (%)' }), '40');
    await expect(within(grapes).queryByRole('alert')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Share of grape 2 (%)' }), '{Backspace}{Backspace}55');
    await userEvent.click(canvas.getByRole('button', { name: 'SAVE CHANGES' }));
    await expect(await within(grapes).findByRole('alert')).toHaveTextContent('add up to 115 %');
    releaseFocus();
  },
};

/** A wine on sale: its fields, its picture, the stock with the movements that explain it, and the way off sale. */
export const Existing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: ESTANCIA }, LONG)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(ESTANCIA);
    // Its texts in English and in Spanish side by side, every one translated.
    await expect(canvas.getByRole('textbox', { name: 'Slogan' })).toHaveValue('The heart of Canelones in a glass');
    await expect(canvas.getByRole('textbox', { name: 'Slogan in Spanish' })).toHaveValue('El corazón de Canelones en una copa');
    await expect(canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description in Spanish' }).value).toMatch(/^Violeta profundo/);
    await expect(canvas.queryByText('Not translated')).toBeNull();
    // The categories arrive by a call of their own, which may answer after the wine's.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Red'));
    await expect(canvas.queryByRole('textbox', { name: /^Bottles in stock/ })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Stock: 42 bottles' })).toBeVisible();
    const movements = await canvas.findByRole('table', { name: 'Stock movements' });
    await within(movements).findByText('sale (order #1006)');
    await expect(within(movements).getAllByRole('row')).toHaveLength(11);
    await expect(within(movements).getByRole('row', { name: /restock/ })).toHaveTextContent('+12');
    await expect(canvas.getByRole('navigation', { name: 'Stock movements: pages' })).toHaveTextContent('1–10 of 12 movements');
    await expect(canvas.getByRole('button', { name: 'NEXT' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: 'On sale' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'WITHDRAW FROM SALE' })).toBeVisible();
    await picturesShown(canvasElement);
  },
};

/**
 * A wine not yet translated: each Spanish text says so (the Spanish shop shows the English meanwhile).
 * Staff write its Spanish slogan and description beside the English ones and save: the title still waits.
 */
export const Translating: Story = {
  args: { path: '/wines/3' },
  play: async ({ canvas }) => {
    const slogan = await canvas.findByRole('textbox', { name: 'Slogan in Spanish' }, LONG);
    await expect(canvas.getAllByText('Not translated')).toHaveLength(3);
    await expect(slogan).toHaveAccessibleDescription('Not translated The Spanish shop shows the English meanwhile.');
    await userEvent.type(slogan, 'Viñas de sesenta años');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description in Spanish' }), 'Viñas viejas en los cerros de Cerro Chapeu.');
    await expect(canvas.getAllByText('Not translated')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'SAVE CHANGES' }));
    await expect(await canvas.findByText('Saved.', {}, LONG)).toBeVisible();
    await expect(slogan).toHaveValue('Viñas de sesenta años');
    await expect(canvas.getByRole('textbox', { name: 'Title in Spanish' })).toHaveAccessibleDescription(/^Not translated/);
    const toast = await page().findByText('“Bodega Cuchilla Negra Tannat Viejas Cepas” was saved.');
    // The toast hides itself after 3 s, which a busy machine may or may not reach before the capture.
    await userEvent.click(page().getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    releaseFocus();
  },
};

export const Withdrawn: Story = {
  args: { path: '/wines/4' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Withdrawn from sale' }, LONG)).toBeVisible();
    await expect(canvas.getByText('Shoppers cannot find or buy it; past orders keep their lines.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'PUT BACK ON SALE' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: 'Stock: 18 bottles' })).toBeVisible();
    await within(canvas.getByRole('table', { name: 'Stock movements' })).findByText('No movements yet.');
    await picturesShown(canvasElement);
  },
};

export const ExistingOnATablet: Story = onATablet(async (canvas, canvasElement) => {
  await within(await canvas.findByRole('table', { name: 'Stock movements' }, LONG)).findByText('sale (order #1006)');
  await picturesShown(canvasElement);
});

/**
 * In Spanish, where a thousand is written `1.490`: the price is taken as staff type it, and saved, and
 * the toast says so in Spanish. The capture is the wine once saved, its texts in English and in Spanish
 * side by side, its stock and movements in Spanish beside it.
 */
export const InSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: ESTANCIA }, LONG)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Stock: 42 botellas' })).toBeVisible();
    await within(await canvas.findByRole('table', { name: 'Movimientos de stock' })).findByText('venta (pedido #1006)');
    // The category is named in the staff's language, in the select as in the list.
    await expect(canvas.getByRole('combobox', { name: 'Categoría' })).toHaveTextContent('Tinto');
    const price = canvas.getByRole('textbox', { name: /^Precio/ });
    await userEvent.clear(price);
    await userEvent.type(price, '1.490');
    await userEvent.click(canvas.getByRole('button', { name: 'GUARDAR CAMBIOS' }));
    await expect(await canvas.findByText('Guardado.', {}, LONG)).toBeVisible();
    await expect(price).toHaveValue('1490');
    await expect(price).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: 'Eslogan en inglés' })).toHaveValue('The heart of Canelones in a glass');
    await expect(canvas.getByRole('textbox', { name: 'Eslogan en español' })).toHaveValue('El corazón de Canelones en una copa');
    const toast = await page().findByText(`Se guardó “${ESTANCIA}”.`);
    await expect(toast).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Descartar notificación' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    releaseFocus();
    await picturesShown(canvasElement);
  },
};

/**
 * The switch's label, longer in Spanish, wraps inside its own column of the form rather than running on
 * under the bottle picture beside it, at the width where it did (the form's columns are as wide from 1,248 px on).
 */
export const FeaturedBesideThePicture: Story = {
  ...IN_SPANISH,
  globals: { ...IN_SPANISH.globals, ...DESKTOP_1440 },
  play: async ({ canvas, canvasElement }) => {
    const featured = await canvas.findByRole('switch', { name: 'Destacado en la página de inicio' }, LONG);
    const label = featured.closest('label')!;
    const picture = [...label.parentElement!.children].find((column) => column.contains(canvas.getByRole('img', { name: 'Vista previa: Foto de la botella' })))!;
    // The words as drawn, past the label's own box if they run over it.
    const words = document.createRange();
    words.selectNodeContents(label);
    const drawn = words.getBoundingClientRect();
    const column = picture.getBoundingClientRect();
    await expect(drawn.right, 'the label ends inside its column').toBeLessThanOrEqual(label.getBoundingClientRect().right);
    const overlaps = drawn.left < column.right && column.left < drawn.right && drawn.top < column.bottom && column.top < drawn.bottom;
    await expect(overlaps, 'the label runs into the picture’s column').toBe(false);
    await picturesShown(canvasElement);
  },
};
