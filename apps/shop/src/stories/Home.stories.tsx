import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cellarIn, customer } from './fixtures';
import { pending, unavailable } from '../../../../.storybook/msw';
import { ScreenStory } from './ScreenStory';
import { IN_SPANISH, LONG, page, SCREEN_PARAMETERS, spanish } from './story';

const meta = {
  title: 'Screens/Home',
  component: ScreenStory,
  args: { path: '/' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Estancia Piedra Alta Tannat Reserva' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Uncork your senses through our wine collection' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account menu' })).toBeVisible();
  },
};

export const LoggedIn: Story = {
  args: { user: customer },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Estancia Piedra Alta Tannat Reserva' }, LONG);
    await expect(canvas.getByRole('button', { name: 'Account menu for Lucía' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'MY ACCOUNT' })).toBeVisible();
  },
};

export const AgeGate: Story = {
  args: { page: { ageVerification: true, resetDB: true } },
  parameters: { screenshot: { fullViewport: true } },
  play: async () => {
    await expect(await page().findByRole('dialog', { name: 'Are you over 18?' }, LONG)).toBeVisible();
  },
};

export const WelcomeModal: Story = {
  args: { page: { resetDB: true } },
  parameters: { screenshot: { fullViewport: true } },
  play: async () => {
    const welcome = await page().findByRole('dialog', { name: 'Welcome to The Cellar' }, LONG);
    await expect(welcome).toHaveTextContent('For a better experience you may want to reset the database.');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { api: pending } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Featured wines' }, LONG)).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { api: unavailable } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LONG)).toHaveTextContent('The cellar is closed for maintenance');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The home page in Spanish: its words, and the featured wines described in Spanish. */
export const LoggedOutInSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    const [first] = cellarIn('es-UY').featured;
    await canvas.findByRole('heading', { name: first!.name }, LONG);
    await expect(canvas.getByRole('heading', { name: spanish('home.slogan') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: spanish('home.featured') })).toBeVisible();
    await expect(canvas.getByRole('list', { name: spanish('featured.label') }).textContent).toContain(first!.description.slice(0, 40));
  },
};
