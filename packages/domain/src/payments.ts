import type { components } from '@cellar/api-client/schema';

export type PaymentMethod = components['schemas']['PaymentMethod'];

/**
 * How each of the contract's payment methods is paid at checkout (spec §2, Checkout): a card shows the read-only
 * demo card, a wallet a button that is still in development. Keyed by the contract's enum, so a method
 * added to or removed from openapi.yaml does not compile until it is listed here.
 */
const PAYMENT_KINDS = {
  Visa: 'card',
  Mastercard: 'card',
  'Mercado Pago': 'wallet',
  PayPal: 'wallet',
} as const satisfies Record<PaymentMethod, 'card' | 'wallet'>;

type PaymentKinds = typeof PAYMENT_KINDS;
export type CardPaymentMethod = { [M in PaymentMethod]: PaymentKinds[M] extends 'card' ? M : never }[PaymentMethod];
export type WalletPaymentMethod = Exclude<PaymentMethod, CardPaymentMethod>;

/** Every payment method, in the order the checkout offers them. */
export const PAYMENT_METHODS = Object.keys(PAYMENT_KINDS) as readonly PaymentMethod[];

export function isPaymentMethod(value: string): value is PaymentMethod {
  return Object.hasOwn(PAYMENT_KINDS, value);
}

export function isCardPayment(method: PaymentMethod | null): method is CardPaymentMethod {
  return method !== null && PAYMENT_KINDS[method] === 'card';
}

export function isWalletPayment(method: PaymentMethod | null): method is WalletPaymentMethod {
  return method !== null && PAYMENT_KINDS[method] === 'wallet';
}
