import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatPrice } from '@cellar/domain';
import { expect, userEvent } from 'storybook/test';
import { cartLines } from './fixtures';
import { ScreenStory } from './ScreenStory';
import { IN_SPANISH, LONG, page, SCREEN_PARAMETERS, spanish } from './story';

const meta = {
  title: 'Screens/Cart',
  component: ScreenStory,
  args: { path: '/our-wines' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithWines: Story = {
  args: { cart: cartLines },
  parameters: { screenshot: { fullViewport: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Casa Marea Rosé de Pinot Noir' }, LONG);
    await userEvent.click(canvas.getByRole('button', { name: /^Open cart/ }));
    const drawer = await page().findByRole('dialog', { name: 'Shopping Cart' }, LONG);
    await expect(drawer).toHaveTextContent('4,270 UYU');
  },
};

export const Empty: Story = {
  parameters: { screenshot: { fullViewport: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Casa Marea Rosé de Pinot Noir' }, LONG);
    await userEvent.click(canvas.getByRole('button', { name: /^Open cart/ }));
    const drawer = await page().findByRole('dialog', { name: 'Shopping Cart' }, LONG);
    await expect(drawer).toHaveTextContent('YOUR CART IS EMPTY');
  },
};

export const WithWinesInSpanish: Story = {
  ...IN_SPANISH,
  args: { cart: cartLines },
  parameters: { screenshot: { fullViewport: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Casa Marea Rosé de Pinot Noir' }, LONG);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${spanish('shortcuts.cart')}`) }));
    const drawer = await page().findByRole('dialog', { name: spanish('cart.title') }, LONG);
    await expect(drawer.textContent).toContain(formatPrice(4270, 'es-UY'));
    await expect(page().getByRole('button', { name: spanish('cart.checkout') })).toBeVisible();
  },
};
