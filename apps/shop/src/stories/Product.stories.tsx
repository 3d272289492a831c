import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pending } from '../../../../.storybook/msw';
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

export const InStock: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Estancia Piedra Alta Tannat Reserva' }, LONG);
    await canvas.findByRole('heading', { name: 'DISCOVER MORE WINES' });
    await expect(canvas.getByText('1,290 UYU')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
    await expect(canvas.queryByText('OUR CELLARS RUN OUT OF THIS PRODUCT!')).not.toBeInTheDocument();
  },
};

export const OutOfStock: Story = {
  args: { path: '/product/2' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Cava Los Charrúas Gran Tannat Icono' }, LONG);
    await expect(canvas.getByText('OUR CELLARS RUN OUT OF THIS PRODUCT!')).toBeVisible();
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
  },
};
