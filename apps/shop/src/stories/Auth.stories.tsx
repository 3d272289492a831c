import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { customer } from './fixtures';
import { ScreenStory } from './ScreenStory';
import { LONG, SCREEN_PARAMETERS } from './story';

const meta = {
  title: 'Screens/Login and signup',
  component: ScreenStory,
  args: { path: '/login' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Email', {}, LONG)).toHaveValue('demo@thecellar.example');
  },
};

export const LoginRefused: Story = {
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText('Password', { exact: true }, LONG);
    await userEvent.clear(password);
    await userEvent.type(password, 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('The email or password is not right.')).toBeVisible();
    // The button is disabled while the call runs, so whether it keeps focus depends on timing; the capture must not.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

export const Signup: Story = {
  args: { path: '/signup' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign up' }, LONG)).toBeVisible();
  },
};

export const SignupPasswordsDiffer: Story = {
  args: { path: '/signup' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('First name', {}, LONG), 'Valentina');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Rodríguez');
    await userEvent.type(canvas.getByLabelText('Address'), 'Bulevar Artigas 1020, Montevideo');
    await userEvent.type(canvas.getByLabelText('Phone'), '+598 94 555 111');
    await userEvent.type(canvas.getByLabelText('Email'), 'valentina@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'tannat-and-toast');
    await userEvent.type(canvas.getByLabelText('Confirm password', { exact: true }), 'tannat-and-jam');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText("Passwords don't match. Try again!")).toBeVisible();
    await expect(canvas.getByLabelText('First name')).toHaveValue('Valentina');
  },
};

export const SignupWhileSignedIn: Story = {
  args: { path: '/signup', user: customer },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^You are signed in as Lucía Pereira/, {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(canvas.queryByLabelText('First name')).toBeNull();
  },
};
