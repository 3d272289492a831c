import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FakeCreditCard } from './FakeCreditCard';

const meta = {
  title: 'Commerce/FakeCreditCard',
  component: FakeCreditCard,
  args: { brand: 'Visa', number: '4242424242424242', holder: 'Ana Pereira', expiry: '08/28', cvv: '123' },
} satisfies Meta<typeof FakeCreditCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visa: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Visa demo card' })).toBeVisible();
    await expect(canvas.getByText('4242 4242 4242 4242')).toBeVisible();
  },
};

export const Mastercard: Story = { args: { brand: 'Mastercard', number: '5555 4444 3333 1111' } };

export const LongHolderName: Story = { args: { holder: 'Maria Fernanda de los Santos Echeverría' } };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

/** A saved card, as Profile shows it: no security code. */
export const Saved: Story = {
  args: { cvv: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('08/28')).toBeVisible();
    await expect(canvas.queryByText('CVV')).not.toBeInTheDocument();
  },
};
