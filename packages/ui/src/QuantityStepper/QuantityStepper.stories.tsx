import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

const meta = {
  title: 'Commerce/QuantityStepper',
  component: QuantityStepper,
  args: { value: 2, max: 5, itemLabel: 'Malbec Reserva', onIncrease: fn(), onDecrease: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AtOne: Story = {
  args: { value: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Decrease quantity of Malbec Reserva' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity of Malbec Reserva' })).toBeEnabled();
  },
};

export const AtStock: Story = {
  args: { value: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase quantity of Malbec Reserva' })).toBeDisabled();
  },
};

export const SingleBottleInStock: Story = { args: { value: 1, max: 1 } };

function Interactive(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onIncrease={() => setValue((v) => Math.min(v + 1, props.max))}
      onDecrease={() => setValue((v) => Math.max(v - 1, 1))}
    />
  );
}

export const StepsWithinBounds: Story = {
  args: { value: 1, max: 3 },
  render: (args) => <Interactive {...args} />,
  play: async ({ canvas }) => {
    const plus = canvas.getByRole('button', { name: /Increase/ });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
    await expect(plus).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2');
  },
};
