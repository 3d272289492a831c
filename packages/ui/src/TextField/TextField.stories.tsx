import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', placeholder: 'you@example.com', type: 'email', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'ana@cellar.uy');
    await expect(input).toHaveValue('ana@cellar.uy');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = { args: { label: 'First name', type: 'text', defaultValue: 'Ana', placeholder: undefined } };

export const WithHint: Story = { args: { label: 'Phone', type: 'tel', hint: 'We only call about deliveries.', placeholder: '099 123 456' } };

export const Error: Story = {
  args: { label: 'Shipping address', type: 'text', placeholder: 'Street, number and city', error: 'Please enter a shipping address' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Shipping address');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a shipping address');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ana@cellar.uy' } };

export const ReadOnly: Story = { args: { label: 'Email (billing)', readOnly: true, defaultValue: 'ana@cellar.uy' } };

export const LongText: Story = {
  args: {
    label: 'Delivery instructions for the courier, including the gate code and the best time to ring',
    type: 'text',
    defaultValue: 'Leave the box with the concierge of the building on Avenida 18 de Julio, second floor, door on the left',
  },
};

export const MobileWidth: Story = { ...Default, globals: { viewport: { value: 'mobile360', isRotated: false } } };
