import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchBox, type SearchBoxProps } from './SearchBox';

function Controlled(props: SearchBoxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchBox
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
  title: 'Catalogue/SearchBox',
  component: SearchBox,
  args: { value: '', onChange: fn(), onSubmit: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'compact'] } },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('search')).toBeVisible();
    const input = canvas.getByRole('searchbox', { name: 'Search wines' });
    await expect(input).toHaveAttribute('placeholder', 'Search wines, bodegas, grapes…');
    // Nothing to clear yet, so no clear button to tab past.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(input, 'tannat');
    await expect(args.onChange).toHaveBeenLastCalledWith('tannat');
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

export const Filled: Story = { args: { value: 'tannat' } };

export const ClearRefocuses: Story = {
  args: { value: 'malbec reserva' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onChange).toHaveBeenCalledWith('');
    const input = canvas.getByRole('searchbox', { name: 'Search wines' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const SubmitWithEnter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'tannat{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('tannat');
  },
};

export const SubmitWithButton: Story = {
  args: { value: 'albariño' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('albariño');
  },
};

/** Without onSubmit the browser sends the form itself: GET /our-wines?q=…, before or without JavaScript. */
export const NativeSubmit: Story = {
  args: { onSubmit: undefined, value: 'rosé' },
  play: async ({ canvas }) => {
    const form = canvas.getByRole<HTMLFormElement>('search');
    await expect(form).toHaveAttribute('action', '/our-wines');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(Object.fromEntries(new FormData(form))).toEqual({ q: 'rosé' });
    let nativeSubmit: boolean | undefined;
    // Last in line, so it sees whether the component stopped the submit; it then keeps the story from navigating.
    const watch = (event: SubmitEvent) => {
      nativeSubmit = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('submit', watch);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(nativeSubmit).toBe(true));
    } finally {
      window.removeEventListener('submit', watch);
    }
  },
};

export const Busy: Story = {
  args: { value: 'tannat', busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search')).toHaveAttribute('aria-busy', 'true');
    // Still usable while busy: a new search replaces the one in flight.
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeEnabled();
  },
};

export const Compact: Story = { args: { variant: 'compact', value: 'tannat' } };

export const CompactEmpty: Story = { args: { variant: 'compact' } };

export const CustomLabel: Story = {
  args: { label: 'Search the cellar', placeholder: 'Grape, bodega or year', name: 'search', action: '/search' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search the cellar' })).toHaveAttribute('name', 'search');
    await expect(canvas.getByRole('search')).toHaveAttribute('action', '/search');
  },
};

export const KeyboardOnly: Story = {
  args: { value: 'tannat' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

export const MobileWidth: Story = {
  args: { value: 'tannat de guarda' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
