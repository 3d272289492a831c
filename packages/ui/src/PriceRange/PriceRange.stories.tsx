import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PriceRange, type PriceBand, type PriceRangeProps } from './PriceRange';

const bands: PriceBand[] = [
  { min: 0, max: 699, count: 1234 },
  { min: 700, max: 1199, count: 845 },
  { min: 1200, max: 1999, count: 512 },
  { min: 2000, max: 3499, count: 0 },
  { min: 3500, max: null, count: 88 },
];

function Controlled(props: PriceRangeProps) {
  const [range, setRange] = useState({ min: props.min, max: props.max });
  return (
    <PriceRange
      {...props}
      {...range}
      onChange={(next) => {
        setRange(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Catalogue/PriceRange',
  component: PriceRange,
  args: { min: null, max: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof PriceRange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnyPrice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Price (UYU)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Min price' })).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('textbox', { name: 'Max price' })).toHaveValue('');
    // Nothing to reset while the range is open on both sides.
    await expect(canvas.queryByRole('button', { name: 'Any price' })).toBeNull();
  },
};

export const AppliesWhenLeavingTheFields: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Min price' }), '700');
    await expect(args.onChange).not.toHaveBeenCalled();
    // Still editing the range while moving to the other field.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Max price' })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('1.200');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ min: 700, max: 1200 });
    await expect(canvas.getByRole('textbox', { name: 'Max price' })).toHaveValue('1,200');
  },
};

export const AppliesOnEnter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Max price' }), '2,000{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ min: null, max: 2000 });
    await expect(canvas.getByRole('button', { name: 'Any price' })).toBeVisible();
  },
};

export const OnlyWholeNumbers: Story = {
  play: async ({ canvas }) => {
    const min = canvas.getByRole('textbox', { name: 'Min price' });
    await userEvent.type(min, '-5a0');
    await expect(min).toHaveValue('50');
  },
};

/** A Uruguayan writes 1.200,50: the range filters whole pesos, widened so the typed prices stay inside. */
export const CentsWrittenEitherWay: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Min price' }), '1.200,50');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Max price' }), '2,500.75{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ min: 1200, max: 2501 });
  },
};

export const NotAPrice: Story = {
  play: async ({ canvas, args }) => {
    const max = canvas.getByRole('textbox', { name: 'Max price' });
    await userEvent.type(max, '1.20.0{Enter}');
    await expect(max).toHaveAttribute('aria-invalid', 'true');
    await expect(max).toHaveAccessibleDescription('Type each price as a number, such as 1,200.');
    await expect(canvas.getByRole('textbox', { name: 'Min price' })).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MinAboveMax: Story = {
  args: { max: 1200 },
  play: async ({ canvas, args }) => {
    const min = canvas.getByRole('textbox', { name: 'Min price' });
    await userEvent.type(min, '3500{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The lowest price must not be above the highest.');
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(min).toHaveAccessibleDescription('The lowest price must not be above the highest.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ErrorClearsWhenFixed: Story = {
  args: { max: 1200 },
  play: async ({ canvas, args }) => {
    const min = canvas.getByRole('textbox', { name: 'Min price' });
    await userEvent.type(min, '3500{Enter}');
    await userEvent.clear(min);
    await userEvent.type(min, '800{Enter}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ min: 800, max: 1200 });
  },
};

export const Bounded: Story = { args: { min: 900, max: 2500 } };

export const AnyPriceResets: Story = {
  args: { min: 900, max: 2500 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Any price' }));
    await expect(args.onChange).toHaveBeenCalledWith({ min: null, max: null });
    await expect(canvas.getByRole('textbox', { name: 'Min price' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Any price' })).toBeNull();
  },
};

export const WithBands: Story = {
  args: { bands },
  play: async ({ canvas, args }) => {
    const under = canvas.getByRole('button', { name: 'Under 700 UYU (1,234)' });
    await expect(under).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: '2,000 – 3,499 UYU (0)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '700 – 1,199 UYU (845)' }));
    await expect(args.onChange).toHaveBeenCalledWith({ min: 700, max: 1199 });
    await expect(canvas.getByRole('button', { name: '700 – 1,199 UYU (845)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Min price' })).toHaveValue('700');
    await expect(canvas.getByRole('textbox', { name: 'Max price' })).toHaveValue('1,199');
    await userEvent.click(under);
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: null, max: 699 });
  },
};

export const BandPressed: Story = {
  args: { bands, min: 3500, max: null },
  play: async ({ canvas, args }) => {
    const top = canvas.getByRole('button', { name: '3,500 UYU and up (88)' });
    await expect(top).toHaveAttribute('aria-pressed', 'true');
    // Pressing the active band again releases it.
    await userEvent.click(top);
    await expect(args.onChange).toHaveBeenCalledWith({ min: null, max: null });
  },
};

export const TypedRangePressesItsBand: Story = {
  args: { bands },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Min price' }), '1200');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Max price' }), '1999{Enter}');
    await expect(canvas.getByRole('button', { name: '1,200 – 1,999 UYU (512)' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const MobileWidth: Story = {
  args: { bands, min: 700, max: 1199 },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

/** Spanish: a price typed as Uruguayans write it is applied in whole pesos, rounded outwards, and shown back grouped. */
export const TypedTheSpanishWay: Story = {
  globals: { locale: 'es-UY' },
  play: async ({ canvas, args }) => {
    const max = canvas.getByRole('textbox', { name: 'Precio máximo' });
    await userEvent.type(max, '2.000,50{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ min: null, max: 2001 });
    await expect(max).toHaveValue('2.001');
  },
};
