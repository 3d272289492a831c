import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RESET_TOKEN } from './api';
import { customer } from './fixtures';
import { ScreenStory } from './ScreenStory';
import { IN_SPANISH, LONG, SCREEN_PARAMETERS, spanish } from './story';

const meta = {
  title: 'Screens/Password reset',
  component: ScreenStory,
  args: { path: '/forgot-password' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The login's way here. */
export const FromTheLogin: Story = {
  args: { path: '/login' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Forgot your password?' }, LONG));
    await expect(await canvas.findByRole('heading', { name: 'Forgot your password?' }, LONG)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
  },
};

/** Asked: the same words whether or not an account has the email, with how long the link works. */
export const Asked: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Email', {}, LONG), customer.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a link' }));
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(`If an account has the email ${customer.email}, a link to choose a new password is on its way to it. The link works once, for 60 minutes.`);
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  },
};

/** Not an email: refused at the field before anything is asked. */
export const EmailRefused: Story = {
  play: async ({ canvas }) => {
    const email = await canvas.findByLabelText('Email', {}, LONG);
    await userEvent.type(email, 'ana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a link' }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address, like ana@example.com.');
    await expect(email).toHaveFocus();
  },
};

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function choose(canvas: Canvas, password: string, confirm = password) {
  await userEvent.type(await canvas.findByLabelText('New password', { exact: true }, LONG), password);
  await userEvent.type(canvas.getByLabelText('Confirm new password', { exact: true }), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
}

/** The mail's link: a new password, then the login with the toast and the account's email filled in. */
export const NewPassword: Story = {
  args: { path: `/reset-password/${RESET_TOKEN}` },
  play: async ({ canvas }) => {
    await choose(canvas, 'tannat-and-toast');
    await expect(await canvas.findByRole('heading', { name: 'Login' }, LONG)).toBeVisible();
    // The login offers the account whose password was chosen (the server names it), not the demo's.
    await expect(canvas.getByLabelText('Email')).toHaveValue(customer.email);
    await expect(canvas.getByLabelText('Password', { exact: true })).toHaveValue('');
    const toast = await within(document.body).findByText('Your new password is saved. Log in with it.', {}, LONG);
    await expect(toast).toBeVisible();
    // The toast hides itself after 3 s, which a busy machine may or may not reach before the capture.
    await userEvent.click(within(document.body).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

/** The passwords differ: said at the second, as at sign-up. */
export const NewPasswordsDiffer: Story = {
  args: { path: `/reset-password/${RESET_TOKEN}` },
  play: async ({ canvas }) => {
    await choose(canvas, 'tannat-and-toast', 'tannat-and-jam');
    const confirm = canvas.getByLabelText('Confirm new password', { exact: true });
    await expect(confirm).toHaveAccessibleDescription("Passwords don't match. Try again!");
    await expect(confirm).toHaveFocus();
  },
};

/** A used, expired or unknown link: one message, and a way to ask again. */
export const LinkNoLongerWorks: Story = {
  args: { path: `/reset-password?token=${'x'.repeat(43)}` },
  play: async ({ canvas }) => {
    await choose(canvas, 'tannat-and-toast');
    await expect(await canvas.findByText('This reset link no longer works: it was used, it expired, or it is not whole. Ask for a new one.')).toHaveRole('alert');
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.queryByLabelText('New password', { exact: true })).toBeNull();
  },
};

export const AskedInSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(spanish('label.email'), {}, LONG), customer.email);
    await userEvent.click(canvas.getByRole('button', { name: spanish('forgot.submit') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(spanish('forgot.sent', { email: customer.email, minutes: 60 }));
  },
};

export const NewPasswordInSpanish: Story = {
  ...IN_SPANISH,
  args: { path: `/reset-password/${RESET_TOKEN}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: spanish('newPassword.heading') }, LONG)).toBeVisible();
    await expect(canvas.getByLabelText(spanish('label.newPassword'), { exact: true })).toBeVisible();
    await expect(canvas.getByLabelText(spanish('label.confirmNewPassword'), { exact: true })).toBeVisible();
  },
};
