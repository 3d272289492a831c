import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ReviewForm, type ReviewFormValues } from './ReviewForm';

const EMPTY: ReviewFormValues = { rating: null, title: '', body: '' };

const meta = {
  title: 'Reviews/ReviewForm',
  component: ReviewForm,
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
  args: { values: EMPTY, maxLengths: { title: 120, body: 2000 }, onRatingChange: fn(), onTitleChange: fn(), onBodyChange: fn(), onSubmit: fn() },
  // The form is controlled: the story keeps the values as the page's machine would.
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <ReviewForm
        {...args}
        values={values}
        onRatingChange={(rating) => {
          setValues((now) => ({ ...now, rating }));
          args.onRatingChange(rating);
        }}
        onTitleChange={(title) => setValues((now) => ({ ...now, title }))}
        onBodyChange={(body) => {
          setValues((now) => ({ ...now, body }));
          args.onBodyChange(body);
        }}
      />
    );
  },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Writing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(args.onRatingChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), 'Plum and tobacco.');
    await userEvent.click(canvas.getByRole('button', { name: 'SEND REVIEW' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Arrow keys move through the stars, as through any radio group. */
export const ByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onRatingChange).toHaveBeenLastCalledWith(3);
  },
};

export const Refused: Story = {
  args: {
    values: { rating: null, title: '', body: '' },
    errors: { rating: 'Please choose from 1 to 5 stars.', body: 'Please write a few words about the wine.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription('Please choose from 1 to 5 stars.');
    const body = canvas.getByRole('textbox', { name: 'Your review' });
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await expect(body).toHaveAccessibleDescription(/Please write a few words about the wine\./);
  },
};

export const Sending: Story = {
  args: { values: { rating: 5, title: 'Our Friday wine', body: 'Plum and tobacco, and a finish that lasts.' }, sending: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sending…' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerProblem: Story = {
  args: { values: { rating: 5, title: '', body: 'Lovely.' }, problem: 'Your session has expired. Please log in again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your session has expired. Please log in again.');
  },
};
