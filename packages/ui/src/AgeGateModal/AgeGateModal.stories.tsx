import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgeGateModal } from './AgeGateModal';
import { overlayParameters } from '../fixtures/parameters';

const meta = {
  title: 'Overlays/AgeGateModal',
  component: AgeGateModal,
  parameters: overlayParameters,
  args: { open: true, onConfirm: fn(), onDecline: fn() },
} satisfies Meta<typeof AgeGateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Are you over 18?' });

export const Default: Story = {
  play: async ({ args }) => {
    await expect(within(dialog()).getByText(/must be over 18 years old/)).toBeVisible();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

export const No: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'No' }));
    await expect(args.onDecline).toHaveBeenCalled();
  },
};

export const EscapeDeclines: Story = {
  play: async ({ args }) => {
    await expect(dialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDecline).toHaveBeenCalled();
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

/** A browser that prefers Spanish on the English shop: the gate offers the Spanish shop before asking (the shop draws the link). */
export const WithTheShopInSpanish: Story = {
  args: {
    children: (
      <a href="/es/" hrefLang="es-UY" lang="es-UY">
        Ver la tienda en español
      </a>
    ),
  },
  play: async () => {
    await expect(within(dialog()).getByRole('link', { name: 'Ver la tienda en español' })).toBeVisible();
    await expect(within(dialog()).getByRole('button', { name: 'Yes' })).toBeVisible();
  },
};
