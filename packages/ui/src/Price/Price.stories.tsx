import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price';

const meta = { title: 'Primitives/Price', component: Price, args: { amount: 1290 } } satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,290 UYU')).toBeInTheDocument();
  },
};

export const Large: Story = { args: { size: 'lg', amount: 18450 } };

export const Small: Story = { args: { size: 'sm', amount: 640 } };

export const WithCents: Story = {
  args: { amount: 499.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('499.5 UYU')).toBeInTheDocument();
  },
};
