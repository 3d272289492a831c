import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { products } from '../fixtures';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
  args: { label: 'Description', hint: 'Shown on the wine’s page under its name.' },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(field, 'Ripe plum.');
    await expect(field).toHaveValue('Ripe plum.');
    await expect(field).toHaveAccessibleDescription('Shown on the wine’s page under its name.');
  },
};

export const Filled: Story = { args: { defaultValue: products[0]!.description } };

export const WithError: Story = {
  args: { defaultValue: '', error: 'Give the wine a description.' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Description' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Give the wine a description\./);
  },
};
