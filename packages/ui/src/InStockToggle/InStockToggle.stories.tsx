import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { InStockToggle, type InStockToggleProps } from './InStockToggle';

function Controlled(props: InStockToggleProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <InStockToggle
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Catalogue/InStockToggle',
  component: InStockToggle,
  args: { checked: false, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof InStockToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'In stock only' });
    await expect(toggle).not.toBeChecked();
    // The label's text is part of the target, not only the drawn switch.
    await userEvent.click(canvas.getByText('In stock only'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle).toBeChecked();
  },
};

export const On: Story = {
  args: { checked: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'In stock only' }));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const WithCount: Story = {
  args: { count: 1234 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'In stock only (1,234)' })).not.toBeChecked();
    await expect(canvas.getByText('(1,234)')).toBeVisible();
  },
};

export const OnWithCount: Story = { args: { checked: true, count: 312 } };

export const KeyboardToggle: Story = {
  args: { count: 48 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};
