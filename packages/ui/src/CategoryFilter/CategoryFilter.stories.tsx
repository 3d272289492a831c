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

export const NoCategories: Story = { args: { categories: [] } };

export const ManyCategoriesMobile: Story = {
  args: { categories: [...categories, { id: 5, name: 'Dessert' }, { id: 6, name: 'Fortified' }, { id: 7, name: 'Orange' }] },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
