import { UPLOAD_MAX_MEGABYTES } from '@cellar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_LOGIN } from '../shop/demo';
import { customer, member } from './fixtures';
import { ScreenStory } from './ScreenStory';
import { IN_SPANISH, LONG, SCREEN_PARAMETERS, spanish } from './story';

const meta = {
  title: 'Screens/Profile',
  component: ScreenStory,
  args: { path: '/profile' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo account every visitor shares: the server keeps its password and the account, so Profile
 * says why instead of offering forms it would refuse. The saved card shows no security code.
 */
export const AccountDetails: Story = {
  args: { user: customer },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'ACCOUNT DETAILS' }, LONG);
    await expect(canvas.getByLabelText('First name')).toHaveValue('Lucía');
    await expect(canvas.getByRole('heading', { name: 'MY PAYMENT METHODS' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'PASSWORD AND ERASURE' })).toHaveTextContent(/Every visitor shares this demo account/);
    await expect(canvas.queryByRole('form', { name: 'CHANGE PASSWORD' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'ERASE MY ACCOUNT' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'MY DATA' })).toBeVisible();
    await expect(canvas.queryByText('CVV')).not.toBeInTheDocument();
    await expect(canvas.getByText('A demo card to try the checkout with: the shop never keeps card details.')).toBeVisible();
  },
};

export const WithoutAvatar: Story = {
  args: { user: { ...customer, avatar: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'ACCOUNT DETAILS' }, LONG)).toBeVisible();
  },
};

/** The form's own check: a phone of letters is refused at the phone, which takes the focus. */
export const PhoneRefused: Story = {
  args: { user: customer },
  play: async ({ canvas }) => {
    const phone = await canvas.findByLabelText('Phone', {}, LONG);
    await userEvent.clear(phone);
    await userEvent.type(phone, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Please enter a phone number with at least 6 digits, like 099 123 456.');
    await expect(phone).toHaveFocus();
  },
};

/** The server's 409 for an email another account has, shown at the email. */
export const EmailTaken: Story = {
  args: { user: member },
  play: async ({ canvas }) => {
    const email = await canvas.findByLabelText('Email', {}, LONG);
    await userEvent.clear(email);
    await userEvent.type(email, 'sofia@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText(/^An account with this email already exists/)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
  },
};

/** The demo account keeps its email, which every visitor logs in with: the server's 403, at the email. */
export const DemoEmailKept: Story = {
  args: { user: customer },
  play: async ({ canvas }) => {
    const email = await canvas.findByLabelText('Email', {}, LONG);
    await userEvent.clear(email);
    await userEvent.type(email, 'someone.else@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription("The demo account's email is how every visitor logs in, so it cannot be changed."));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
  },
};

export const AccountDetailsInSpanish: Story = {
  ...IN_SPANISH,
  args: { user: customer },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: spanish('profile.accountDetails') }, LONG);
    await expect(canvas.getByLabelText(spanish('label.firstname'))).toHaveValue(customer.firstname);
    await expect(canvas.getByText(spanish('profile.avatarHint', { megabytes: UPLOAD_MAX_MEGABYTES }))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: spanish('profile.paymentMethods') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: spanish('profile.save') })).toBeEnabled();
  },
};

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function changePassword(canvas: Canvas, current: string, next: string, confirm = next) {
  const form = await canvas.findByRole('form', { name: 'CHANGE PASSWORD' }, LONG);
  await userEvent.type(within(form).getByLabelText('Current password', { exact: true }), current);
  await userEvent.type(within(form).getByLabelText('New password', { exact: true }), next);
  await userEvent.type(within(form).getByLabelText('Confirm new password', { exact: true }), confirm);
  await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
  return form;
}

/** Changed: the form empties and a toast says the other devices were signed out. */
export const PasswordChanged: Story = {
  args: { user: member },
  play: async ({ canvas }) => {
    const form = await changePassword(canvas, DEMO_LOGIN.password, 'a-new-tannat-2026');
    const toast = await within(document.body).findByText('Your password was changed. Other devices were signed out.', {}, LONG);
    await expect(toast).toBeVisible();
    await expect(within(form).getByLabelText('New password', { exact: true })).toHaveValue('');
    // The toast leaves on a timer: captured without it, the screen is the same every run.
    await userEvent.click(within(document.body).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

/** The server's refusal of the current password, under its field and focused. */
export const CurrentPasswordWrong: Story = {
  args: { user: member },
  play: async ({ canvas }) => {
    const form = await changePassword(canvas, 'not-the-password', 'a-new-tannat-2026');
    const current = within(form).getByLabelText('Current password', { exact: true });
    await waitFor(() => expect(current).toHaveAccessibleDescription('That is not your current password.'));
    await expect(current).toHaveFocus();
  },
};

export const PasswordRefusedInSpanish: Story = {
  ...IN_SPANISH,
  args: { user: member },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: spanish('profile.passwordHeading') }, LONG);
    await userEvent.type(within(form).getByLabelText(spanish('label.newPassword'), { exact: true }), 'corta');
    await userEvent.click(within(form).getByRole('button', { name: spanish('profile.passwordSubmit') }));
    await expect(within(form).getByLabelText(spanish('label.currentPassword'), { exact: true })).toHaveAccessibleDescription(spanish('field.passwordMissing'));
    await expect(within(form).getByLabelText(spanish('label.newPassword'), { exact: true })).toHaveAccessibleDescription(spanish('field.passwordTooShort', { min: 8 }));
  },
};

/** "Download my data": the export's button, beside the account's other panels. */
export const MyData: Story = {
  args: { user: member },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'MY DATA' }, LONG);
    await expect(within(section).getByRole('button', { name: 'Download my data' })).toBeEnabled();
  },
};

/** "Erase my account": what goes and what stays, said before anything is asked. */
export const EraseAccount: Story = {
  args: { user: member },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'ERASE MY ACCOUNT' }, LONG);
    await expect(within(section).getByText(/Your orders stay in our books/)).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Erase my account' })).toBeEnabled();
  },
};

async function openErasure(canvas: Canvas) {
  const section = await canvas.findByRole('region', { name: 'ERASE MY ACCOUNT' }, LONG);
  await userEvent.click(within(section).getByRole('button', { name: 'Erase my account' }));
  return within(document.body).findByRole('dialog', { name: 'Erase your account?' });
}

/** The dialog asks for the password; a wrong one is refused under its field, which keeps the focus. */
export const ErasurePasswordWrong: Story = {
  args: { user: member },
  play: async ({ canvas }) => {
    const dialog = await openErasure(canvas);
    const password = within(dialog).getByLabelText('Password', { exact: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase my account' }));
    await expect(password).toHaveAccessibleDescription('Please enter your password.');
    await userEvent.type(password, 'not-the-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase my account' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('That is not your current password.'));
    await expect(password).toHaveFocus();
  },
};

/** CANCEL, as in every other dialog of the shop, leaves the account as it was. */
export const ErasureCancelled: Story = {
  args: { user: member },
  play: async ({ canvas }) => {
    const dialog = await openErasure(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Erase my account' })).toBeEnabled();
  },
};

export const ErasureInSpanish: Story = {
  ...IN_SPANISH,
  args: { user: member },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: spanish('profile.eraseHeading') }, LONG);
    await userEvent.click(within(section).getByRole('button', { name: spanish('profile.eraseStart') }));
    const dialog = await within(document.body).findByRole('dialog', { name: spanish('profile.eraseConfirmTitle') });
    await expect(dialog).toHaveAccessibleDescription(spanish('profile.eraseConfirmText'));
    await expect(within(dialog).getByLabelText(spanish('label.password'), { exact: true })).toHaveValue('');
  },
};
