import type { CardPaymentMethod } from '@cellar/domain';

/**
 * The seeded demo customer (apps/api/src/db/seed.ts), prefilled on the login form so a visitor can
 * try the shop at once. Set VITE_DEMO_MODE=false when the server runs with DEMO_MODE off.
 */
export const DEMO_MODE = import.meta.env.VITE_DEMO_MODE !== 'false';

export const DEMO_LOGIN = { email: 'demo@thecellar.example', password: 'uncork-2026' } as const;

export const DEMO_ADMIN_LOGIN = { email: 'admin@thecellar.example', password: 'cellar-admin-2026' } as const;

/** The read-only cards shown at checkout and on the profile: the shop never takes real card details. */
export const DEMO_CARDS = {
  Visa: { number: '4242424242424242', expiry: '12/29', cvv: '123' },
  Mastercard: { number: '5555555555554444', expiry: '08/28', cvv: '321' },
} as const satisfies Record<CardPaymentMethod, { number: string; expiry: string; cvv: string }>;
