import type { CardPaymentMethod } from '@cellar/domain';

/**
 * The server tells its pages when it does not run in demo mode (DEMO_MODE off): a meta element it
 * writes into every page (apps/api/src/http/shop-pages.ts). Without it, the shop is the demo.
 */
export const DEMO_MODE_META = 'cellar-demo-mode';

export function demoModeOfPage(document: Document): boolean {
  return document.querySelector(`meta[name="${DEMO_MODE_META}"]`)?.getAttribute('content') !== 'off';
}

/**
 * The seeded demo accounts (apps/api/src/db/seed.ts): in demo mode the login form is prefilled with the
 * customer so a visitor can try the shop at once, and About publishes both.
 */
export const DEMO_LOGIN = { email: 'demo@thecellar.example', password: 'uncork-2026' } as const;

export const DEMO_ADMIN_LOGIN = { email: 'admin@thecellar.example', password: 'cellar-admin-2026' } as const;

/** The read-only cards shown at checkout and on the profile: the shop never takes real card details. */
export const DEMO_CARDS = {
  Visa: { number: '4242424242424242', expiry: '12/29', cvv: '123' },
  Mastercard: { number: '5555555555554444', expiry: '08/28', cvv: '321' },
} as const satisfies Record<CardPaymentMethod, { number: string; expiry: string; cvv: string }>;
