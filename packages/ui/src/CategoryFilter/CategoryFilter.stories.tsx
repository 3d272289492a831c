import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { categories } from '../fixtures';
import { CategoryFilter, type CategoryFilterProps } from './CategoryFilter';

function Controlled(props: CategoryFilterProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CategoryFilter
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/CategoryFilter',
  component: CategoryFilter,
  args: { categories, value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CategoryFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAll: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Show All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'White' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'White' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Show All' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const CategorySelected: Story = { args: { value: 1 } };

export const WithCounts: Story = {
  args: { counts: { 1: 1234, 2: 312, 3: 48 }, total: 1640 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Show All (1,640)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Red (1,234)' })).toBeVisible();
    // A category the counts leave out has no wines for the other filters.
    await expect(canvas.getByRole('button', { name: 'Sparkling (0)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rosé (48)' }));
    await expect(args.onChange).toHaveBeenCalledWith(3);
  },
};

export const NoCategories: Story = { args: { categories: [] } };

export const ManyCategoriesMobile: Story = {
  args: { categories: [...categories, { id: 5, name: 'Dessert' }, { id: 6, name: 'Fortified' }, { id: 7, name: 'Orange' }] },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
