import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortSelect, type SortSelectProps } from './SortSelect';

function Controlled(props: SortSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SortSelect
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
  title: 'Catalogue/SortSelect',
  component: SortSelect,
  args: { value: 'relevance', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 260, minHeight: 320 }}><Story /></div>],
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Featured: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Featured');
  },
};

export const BestMatch: Story = {
  args: { relevanceAvailable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Best match');
  },
};

export const PriceHighToLow: Story = { args: { value: 'price-desc' } };

export const KeyboardSelection: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sort by' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Featured',
      'Name (A–Z)',
      'Price: low to high',
      'Price: high to low',
      'Newest',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('price-asc'));
    await expect(trigger).toHaveTextContent('Price: low to high');
  },
};

export const Open: Story = {
  args: { relevanceAvailable: true, value: 'newest' },
  parameters: {
    screenshot: { fullViewport: true },
    // As in Select's Open story: the trigger under Radix's aria-hidden cannot be reached while the list traps focus.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Newest' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const MobileWidth: Story = { args: { value: 'name' }, globals: { viewport: { value: 'mobile360', isRotated: false } } };
