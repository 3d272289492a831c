import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AdminScreenStory } from './AdminScreenStory';
import { signedInStaff } from './fixtures';
import { IN_SPANISH, LONG, releaseFocus, SCREEN_PARAMETERS } from './story';

const meta = {
  title: 'Back-office screens/Login',
  component: AdminScreenStory,
  // Nobody is signed in, so the screen asked for leads to the login first.
  args: { path: '/wines', staff: null },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof AdminScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Staff login' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(canvas.getByLabelText('Password', { exact: true })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'LOG IN' })).toBeEnabled();
    // Staff reset a forgotten password on the shop's page, as customers do.
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.queryByRole('navigation', { name: 'Sections' })).toBeNull();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }, LONG), signedInStaff.email);
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'LOG IN' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(signedInStaff.email);
    releaseFocus();
  },
};

/** In Spanish: the login of a browser whose staff chose Español before. */
export const InSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ingreso del personal' }, LONG)).toBeVisible();
    await expect(canvas.getByLabelText('Contraseña', { exact: true })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'INGRESAR' })).toBeEnabled();
    // The way back leads to the Spanish shop.
    await expect(canvas.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute('href', '/es/');
  },
};

/** Staff who find the login in English can switch it to Spanish there, before signing in (issue 30). */
export const SwitchedToSpanish: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Español' }, LONG));
    await expect(await canvas.findByRole('heading', { name: 'Ingreso del personal' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'English' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute('href', '/es/');
  },
};
