import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminScreenStory } from './AdminScreenStory';
import { IN_SPANISH, LONG, onATablet, SCREEN_PARAMETERS } from './story';

const meta = {
  title: 'Back-office screens/Mail',
  component: AdminScreenStory,
  args: { path: '/mail' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof AdminScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The outbox, newest first, each mail's delivery shown: waiting, sent, refused. */
export const List: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Elegí una contraseña nueva' }, LONG);
    const rows = within(canvas.getByRole('table', { name: 'Mail' })).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/lucia\.pereira@example\.uy.*waiting$/),
      expect.stringMatching(/diego\.silva@example\.com.*sent$/),
      expect.stringMatching(/nadie@invalid\.example.*refused$/),
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('1–3 of 3 mails');
  },
};

/** A reset waiting for an SMTP server: read as its recipient would, its link opening a new tab. */
export const Message: Story = {
  args: { path: '/mail/3' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Elegí una contraseña nueva' }, LONG)).toBeVisible();
    await expect(canvas.getByText('To lucia.pereira@example.uy (es-UY)')).toBeVisible();
    const frame = canvas.getByTitle<HTMLIFrameElement>('Elegí una contraseña nueva');
    await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    // Styled by one style element with the page's nonce, since the back office's policy runs no style attribute.
    const shown = new DOMParser().parseFromString(frame.srcdoc, 'text/html');
    await expect(shown.querySelectorAll('[style]')).toHaveLength(0);
    await expect(shown.head.textContent).toContain('color:#c9a96e');
    await expect(shown.querySelector('base')?.target).toBe('_blank');
    await expect(canvas.getByText(/reset-password\/k7Qy-3vZ_example$/)).toBeVisible();
  },
};

/** Refused for good by the recipient's server: its reason shown. */
export const Refused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Your order #1003' }, LONG));
    await expect(await canvas.findByText('1 attempt; the last refusal: 550 5.1.1 No such user here', {}, LONG)).toBeVisible();
  },
};

export const ListOnATablet: Story = onATablet((canvas) => canvas.findByRole('link', { name: 'Welcome to The Cellar' }, LONG));

/** In Spanish: the headers, the states and the pager in es-UY. */
export const InSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Correo' }, LONG)).toBeVisible();
    await expect(await canvas.findByText('en espera', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Asunto' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1–3 de 3 correos');
  },
};
