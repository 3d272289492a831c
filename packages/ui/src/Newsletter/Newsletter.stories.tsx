import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Newsletter } from './Newsletter';

const meta = {
  title: 'Forms/Newsletter',
  component: Newsletter,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof Newsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const SubmitClearsTheField: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByPlaceholderText('Insert your email...');
    await userEvent.type(input, 'ana@cellar.uy{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('ana@cellar.uy');
    await expect(input).toHaveValue('');
  },
};

export const SendButton: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Newsletter'), 'bruno@cellar.uy');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('bruno@cellar.uy');
  },
};
