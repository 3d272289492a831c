import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { customer } from './fixtures';
import { ScreenStory } from './ScreenStory';
import { IN_SPANISH, LONG, SCREEN_PARAMETERS, spanish } from './story';

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
    await expect(await canvas.findByText('The email or password is incorrect.')).toBeVisible();
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

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const VALENTINA = { address: 'Bulevar Artigas 1020, Montevideo', phone: '+598 94 555 111', email: 'valentina@example.com', confirm: 'tannat-and-toast' };

async function fillSignup(canvas: Canvas, values: Partial<typeof VALENTINA> = {}) {
  const { address, phone, email, confirm } = { ...VALENTINA, ...values };
  await userEvent.type(await canvas.findByLabelText('First name', {}, LONG), 'Valentina');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Rodríguez');
  await userEvent.type(canvas.getByLabelText('Address'), address);
  await userEvent.type(canvas.getByLabelText('Phone'), phone);
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'tannat-and-toast');
  await userEvent.type(canvas.getByLabelText('Confirm password', { exact: true }), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
}

/** Signed up: the login says the account is ready and offers its email. */
export const SignedUp: Story = {
  args: { path: '/signup' },
  play: async ({ canvas }) => {
    await fillSignup(canvas);
    await expect(await canvas.findByText('Your account is ready: log in to start.', {}, LONG)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue(VALENTINA.email);
    await expect(canvas.getByLabelText('Password', { exact: true })).toHaveValue('');
  },
};

export const SignupPasswordsDiffer: Story = {
  args: { path: '/signup' },
  play: async ({ canvas }) => {
    await fillSignup(canvas, { confirm: 'tannat-and-jam' });
    const confirm = canvas.getByLabelText('Confirm password', { exact: true });
    await expect(confirm).toHaveAccessibleDescription("Passwords don't match. Try again!");
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveFocus();
    await expect(canvas.getByLabelText('First name')).toHaveValue('Valentina');
  },
};

/** The form's own check, before anything is sent: each field says what it needs, and the first takes the focus. */
export const SignupRefusedAtFields: Story = {
  args: { path: '/signup' },
  play: async ({ canvas }) => {
    await fillSignup(canvas, { address: 'ab', phone: 'abc' });
    const address = canvas.getByLabelText('Address');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription('Please enter your address of at least 3 characters.');
    await expect(address).toHaveFocus();
    await expect(canvas.getByLabelText('Phone')).toHaveAccessibleDescription('Please enter a phone number with at least 6 digits, like 099 123 456.');
  },
};

/** The server's 409: the email is marked, in the shop's words. */
export const SignupEmailTaken: Story = {
  args: { path: '/signup' },
  play: async ({ canvas }) => {
    await fillSignup(canvas, { email: customer.email });
    const email = canvas.getByLabelText('Email');
    await expect(await canvas.findByText(/^An account with this email already exists/)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
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

export const LoginInSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: spanish('login.heading') }, LONG)).toBeVisible();
    await expect(canvas.getByLabelText(spanish('label.email'))).toHaveValue(customer.email);
    await expect(canvas.getByRole('button', { name: spanish('login.submit') })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: spanish('login.createAccount') })).toHaveAttribute('href', '/signup');
  },
};

/** The form in Spanish, refusing passwords that differ at the second one, in Spanish. */
export const SignupInSpanish: Story = {
  ...IN_SPANISH,
  args: { path: '/signup' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: spanish('signup.heading') }, LONG);
    await userEvent.type(canvas.getByLabelText(spanish('label.firstname')), 'Valentina');
    await userEvent.type(canvas.getByLabelText(spanish('label.lastname')), 'Rodríguez');
    await userEvent.type(canvas.getByLabelText(spanish('label.address')), VALENTINA.address);
    await userEvent.type(canvas.getByLabelText(spanish('label.phone')), VALENTINA.phone);
    await userEvent.type(canvas.getByLabelText(spanish('label.email')), VALENTINA.email);
    await userEvent.type(canvas.getByLabelText(spanish('label.password'), { exact: true }), 'tannat-and-toast');
    const confirm = canvas.getByLabelText(spanish('label.confirmPassword'), { exact: true });
    await userEvent.type(confirm, 'tannat-and-jam');
    await userEvent.click(canvas.getByRole('button', { name: spanish('signup.submit') }));
    await expect(confirm).toHaveAccessibleDescription(spanish('signup.passwordsDontMatch'));
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  },
};
