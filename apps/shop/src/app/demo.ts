/**
 * The seeded demo customer (apps/api/src/db/seed.ts), prefilled on the login form so a visitor can
 * try the shop at once. Set VITE_DEMO_MODE=false when the server runs with DEMO_MODE off.
 */
export const DEMO_MODE = import.meta.env.VITE_DEMO_MODE !== 'false';

export const DEMO_LOGIN = { email: 'demo@thecellar.example', password: 'uncork-2026' } as const;

export const DEMO_ADMIN_LOGIN = { email: 'admin@thecellar.example', password: 'cellar-admin-2026' } as const;
