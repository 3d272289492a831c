import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectProps } from './Select';

const paymentMethods = [
  { value: 'visa', label: 'Visa' },
  { value: 'mastercard', label: 'Mastercard' },
  { value: 'mercadopago', label: 'Mercado Pago' },
  { value: 'paypal', label: 'PayPal' },
];

function Controlled(props: SelectProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <Select
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Payment method', placeholder: 'Choose a payment method', options: paymentMethods, onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420, minHeight: 280 }}><Story /></div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const Selected: Story = { args: { value: 'visa' } };

export const KeyboardSelection: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Payment method' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('mercadopago'));
    await expect(trigger).toHaveTextContent('Mercado Pago');
  },
};

export const Open: Story = {
  parameters: {
    screenshot: { fullViewport: true },
    // Radix hides the page behind the open listbox with aria-hidden; the trigger under it keeps its tabindex,
    // but the listbox traps focus until it closes, so it cannot be reached and axe's rule does not apply.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await within(document.body).findByRole('listbox');
  },
};

export const Error: Story = { args: { error: 'Please select a payment method' } };

export const Disabled: Story = { args: { disabled: true, value: 'paypal' } };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
