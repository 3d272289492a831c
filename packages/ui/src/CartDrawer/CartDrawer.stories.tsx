import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { products } from '../fixtures';
import { CartDrawer, type CartDrawerProps } from './CartDrawer';
import type { CartLineItem } from './CartLine';
import { overlayParameters } from '../fixtures/parameters';

const lines: CartLineItem[] = [
  { ...products[0]!, qty: 2 },
  { ...products[1]!, qty: 3 },
  { ...products[3]!, qty: 1 },
].map(({ id, name, img, unitPrice, qty, stock }) => ({ id, name, img, unitPrice, qty, stock }));

const meta = {
  title: 'Commerce/CartDrawer',
  component: CartDrawer,
  parameters: overlayParameters,
  args: {
    open: true,
    lines,
    onOpenChange: fn(),
    onIncrease: fn(),
    onDecrease: fn(),
    onRemove: fn(),
    onCheckout: fn(),
  },
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => within(document.body).getByRole('dialog', { name: 'Shopping Cart' });
const [plenty, lastBottles, single] = lines as [CartLineItem, CartLineItem, CartLineItem];

export const WithItems: Story = {
  play: async ({ args }) => {
    const cart = within(drawer());
    // 2 x 1290 + 3 x 420 + 1 x 990
    await expect(cart.getByText('4,830 UYU')).toBeVisible();
    await expect(cart.getByText('Free')).toBeVisible();
    // Every bottle left is in the cart already; and one bottle is the least a line holds.
    await expect(cart.getByRole('button', { name: `Increase quantity of ${lastBottles.name}` })).toBeDisabled();
    await expect(cart.getByRole('button', { name: `Decrease quantity of ${single.name}` })).toBeDisabled();
    await userEvent.click(cart.getByRole('button', { name: `Increase quantity of ${plenty.name}` }));
    await expect(args.onIncrease).toHaveBeenCalledWith(plenty.id);
    await userEvent.click(cart.getByRole('button', { name: `Remove ${single.name} from cart` }));
    await expect(args.onRemove).toHaveBeenCalledWith(single.id);
    await userEvent.click(cart.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ args }) => {
    const cart = within(drawer());
    await expect(cart.getByText('YOUR CART IS EMPTY')).toBeVisible();
    const shop = cart.getByRole('link', { name: "LET'S SHOP!" });
    await expect(shop).toHaveAttribute('href', '/our-wines');
    await userEvent.click(shop);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(cart.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  },
};

export const ManyItemsScroll: Story = {
  args: {
    lines: [...lines, ...lines, ...lines].map((line, index) => ({ ...line, id: index + 1, name: index % 2 ? line.name : `${line.name} — Magnum edition, cellar-aged` })),
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

function Stateful(props: CartDrawerProps) {
  const [cart, setCart] = useState(props.lines);
  const change = (id: number, delta: number) => setCart((all) => all.map((l) => (l.id === id ? { ...l, qty: l.qty + delta } : l)));
  return (
    <CartDrawer
      {...props}
      lines={cart}
      onIncrease={(id) => change(id, 1)}
      onDecrease={(id) => change(id, -1)}
      onRemove={(id) => setCart((all) => all.filter((l) => l.id !== id))}
    />
  );
}

export const EmptiesToEmptyState: Story = {
  args: { lines: lines.slice(0, 1) },
  render: (args) => <Stateful {...args} />,
  play: async () => {
    const cart = within(drawer());
    await userEvent.click(cart.getByRole('button', { name: `Increase quantity of ${plenty.name}` }));
    await expect(cart.getByText('3,870 UYU', { selector: 'dd *' })).toBeVisible();
    await userEvent.click(cart.getByRole('button', { name: `Remove ${plenty.name} from cart` }));
    await expect(cart.getByText('YOUR CART IS EMPTY')).toBeVisible();
  },
};
