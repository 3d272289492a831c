import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FactFilter, type FactFilterProps } from './FactFilter';

const grapes = [
  { value: 'Tannat', count: 1240 },
  { value: 'Merlot', count: 612 },
  { value: 'Albariño', count: 301 },
  { value: 'Cabernet Franc', count: 288 },
  { value: 'Sauvignon Blanc', count: 245 },
  { value: 'Pinot Noir', count: 190 },
  { value: 'Marselan', count: 120 },
  { value: 'Petit Manseng', count: 41 },
];

function Controlled(props: FactFilterProps<string>) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <FactFilter
      {...props}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/FactFilter',
  component: FactFilter<string>,
  args: { legend: 'Grape', options: grapes, selected: [], onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FactFilter<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grapes: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Grape' })).toBeVisible();
    // The six largest show, each with its count; the rest fold out.
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(6);
    await expect(canvas.getByRole('checkbox', { name: 'Tannat (1,240)' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tannat (1,240)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Tannat']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Merlot (612)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Tannat', 'Merlot']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tannat (1,240)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Merlot']);
  },
};

export const AllShown: Story = {
  play: async ({ canvas }) => {
    const more = canvas.getByRole('button', { name: 'Show all 8' });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(8);
    await expect(canvas.getByRole('checkbox', { name: 'Petit Manseng (41)' })).toBeVisible();
  },
};

export const ChosenBeyondTheFirst: Story = {
  // From a shared link: a grape past the first six stays shown and checked, and one the counts no longer name too.
  args: { selected: ['Petit Manseng', 'Syrah'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Petit Manseng (41)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Syrah' })).toBeChecked();
  },
};

export const NothingToOffer: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('fieldset')).toBeNull();
  },
};
