import { formatDay, shippingWindow } from '@cellar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { cartLines, customer, FIXED_TODAY } from './fixtures';
import { ScreenStory } from './ScreenStory';
import { expectClearOfSideButtons, expectOneLine, expectUncut, LONG, page, PHONE_390, SCREEN_PARAMETERS, spanish, TABLET } from './story';

const meta = {
  title: 'Screens/Checkout',
  component: ScreenStory,
  args: { path: '/checkout' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyToConfirm: Story = {
  args: { user: customer, cart: cartLines },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'ORDER SUMMARY' }, LONG);
    await expect(canvas.getByLabelText('Shipping address')).toHaveValue(customer.address);
    await expect(canvas.getAllByText('4,270 UYU')[0]).toBeVisible();
  },
};

/** The toolbar's Language set to es-UY: the checkout's headings and its refusals in Spanish. */
export const RequiredFieldsMissingInSpanish: Story = {
  globals: { locale: 'es-UY' },
  args: { user: customer, cart: cartLines },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'RESUMEN DEL PEDIDO' }, LONG);
    const { earliest, latest } = shippingWindow(FIXED_TODAY);
    await expect(canvas.getByRole('button', { name: /^Fecha de envío/ })).toHaveAccessibleDescription(spanish('checkout.dateRange', { earliest: formatDay(earliest, 'es-UY'), latest: formatDay(latest, 'es-UY') }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar pedido' }));
    await expect(canvas.getByRole('combobox', { name: 'Medio de pago' })).toHaveAccessibleDescription('Elegí un medio de pago');
    window.scrollTo(0, 0);
  },
};

export const RequiredFieldsMissing: Story = {
  args: { user: customer, cart: cartLines },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm order' }, LONG));
    const payment = canvas.getByRole('combobox', { name: 'Payment method' });
    await expect(payment).toHaveAccessibleDescription('Please select a payment method');
    await expect(payment).toHaveAttribute('aria-invalid', 'true');
    await expect(payment).toHaveFocus();
    // The date picker already shows today, so the date is not asked for.
    await expect(canvas.queryByText('Please select a shipping date')).toBeNull();
    // Centring the field scrolled the page by a fraction of a pixel, which cut the capture a pixel shorter or
    // taller by run; from the top it is the same every run (the scroll itself is the journeys' to check).
    window.scrollTo(0, 0);
  },
};

export const AddressMissing: Story = {
  args: { user: customer, cart: cartLines },
  play: async ({ canvas }) => {
    await userEvent.clear(await canvas.findByLabelText('Shipping address', {}, LONG));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm order' }));
    const address = canvas.getByLabelText('Shipping address');
    await expect(address).toHaveAccessibleDescription('Please enter a shipping address of at least 3 characters.');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveFocus();
  },
};

export const EmptyCart: Story = {
  args: { user: customer },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('YOUR CART IS EMPTY', {}, LONG)).toBeVisible();
  },
};

export const ReadyToConfirmOnATablet: Story = {
  args: { user: customer, cart: cartLines },
  globals: TABLET,
  play: async ({ canvas }) => {
    await expectClearOfSideButtons(await canvas.findByLabelText('Shipping address', {}, LONG));
    // The date field ends in its calendar icon.
    await expectClearOfSideButtons(canvas.getByRole('button', { name: 'Shipping date' }));
    await expectClearOfSideButtons(canvas.getByRole('button', { name: 'Confirm order' }));
  },
};

/** The shop's chrome at a 390 px phone's width: the demo card shows its holder and CVV whole, the email unbroken. */
export const VisaCardOnA390Phone: Story = {
  args: { user: customer, cart: cartLines },
  globals: PHONE_390,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Payment method' }, LONG));
    await userEvent.click(await page().findByRole('option', { name: 'Visa' }));
    const card = await canvas.findByRole('figure', { name: 'Visa demo card' });
    for (const value of card.querySelectorAll('dd')) await expectUncut(value);
    await expectOneLine(canvas.getByText(customer.email));
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toContainElement(canvas.getByRole('button', { name: /^Open cart/ }));
  },
};
