import { wordsFor } from '@cellar/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays } from 'date-fns/addDays';
import { startOfDay } from 'date-fns/startOfDay';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fixedToday } from '../fixtures';
import { DatePicker, type DatePickerProps } from './DatePicker';

/** A day of the window as the picker hands it over: local midnight. */
const daysAhead = (days: number) => addDays(startOfDay(fixedToday), days);

function Controlled(props: DatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DatePicker
      {...props}
      value={value}
      onChange={(date) => {
        setValue(date);
        props.onChange(date);
      }}
    />
  );
}

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Shipping date', today: fixedToday, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 440 }}><Story /></div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selected: Story = {
  args: { value: daysAhead(2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Shipping date/ })).toHaveTextContent('12 Mar 2026');
  },
};

/** Each day's button is named by its number first, and says which day is today and which is chosen. */
export const Open: Story = {
  args: { defaultOpen: true, value: daysAhead(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '10 March 2026, today' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '11 March 2026, selected' })).toBeEnabled();
  },
};

/** Uruguay's calendar: weeks from Monday, the days named in Spanish by the ui catalogue's words. */
export const OpenInSpanish: Story = {
  args: { defaultOpen: true, label: 'Fecha de envío', value: daysAhead(1) },
  globals: { locale: 'es-UY' },
  play: async ({ canvas }) => {
    const calendar = canvas.getByRole('dialog', { name: wordsFor('es-UY')('date.choose') });
    await expect(calendar.querySelector('.rdp-weekday')).toHaveAttribute('aria-label', 'lunes');
    await expect(canvas.getByRole('button', { name: '10 de marzo de 2026, hoy' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '11 de marzo de 2026, seleccionado' })).toBeEnabled();
  },
};

export const OnlyFiveDaysAhead: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Shipping date/ }));
    const calendar = await canvas.findByRole('dialog', { name: 'Choose a date' });
    const enabledDays = [...calendar.querySelectorAll<HTMLButtonElement>('.rdp-day_button')].filter((b) => !b.disabled);
    await expect(enabledDays.map((b) => b.textContent)).toEqual(['10', '11', '12', '13', '14', '15']);
    await userEvent.click(enabledDays[5]!);
    await expect(args.onChange).toHaveBeenCalledWith(daysAhead(5));
    await expect(canvas.getByRole('button', { name: /Shipping date/ })).toHaveTextContent('15 Mar 2026');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const KeyboardAndEscape: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Shipping date/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(daysAhead(1));
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const PastDays: Story = {
  args: { label: 'From', earliest: null, latest: daysAhead(0), value: daysAhead(-3) },
  play: async ({ canvas, args }) => {
    // A period of sales ends today at the latest and may start any day before.
    await userEvent.click(canvas.getByRole('button', { name: /From/ }));
    const calendar = await canvas.findByRole('dialog', { name: 'Choose a date' });
    const enabledDays = [...calendar.querySelectorAll<HTMLButtonElement>('.rdp-day_button')].filter((b) => !b.disabled).map((b) => b.textContent);
    await expect(enabledDays.at(0)).toBe('1');
    await expect(enabledDays.at(-1)).toBe('10');
    await userEvent.click(canvas.getByRole('button', { name: /previous month/i }));
    await userEvent.click(canvas.getByRole('button', { name: /^20 February 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith(new Date(2026, 1, 20));
  },
};

export const Error: Story = { args: { error: 'Please select a shipping date' } };

export const Disabled: Story = { args: { disabled: true } };

export const MobileWidth: Story = { args: { defaultOpen: true }, globals: { viewport: { value: 'mobile360', isRotated: false } } };
