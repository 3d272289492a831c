import type { CartLine, PageState, SessionUser } from '../types';

/**
 * The saved shop state as it lies in storage: `{ version: 1, user, cart, page }` under the key
 * 'root' (spec section 9). Reading it needs no store, so the page's first script can look at it
 * before the shop's code has loaded (whether the server-drawn age gate must ask).
 */

export const STORE_KEY = 'root';
export const STORE_VERSION = 1;

export interface ShopState {
  user: SessionUser | null;
  cart: CartLine[];
  page: PageState;
}

export function initialShopState(): ShopState {
  return { user: null, cart: [], page: { ageVerification: true, resetDB: true, databaseToast: false } };
}

/**
 * The parts of a saved text that are well formed, with the version they were saved under (-1 when
 * it names none). Throws when the text is not a JSON object at all.
 */
export function readSavedState(text: string): { version: number | string; state: Partial<ShopState> } {
  const { version, ...rest } = asRecord(JSON.parse(text));
  return { version: typeof version === 'number' || typeof version === 'string' ? version : -1, state: readShopState(rest) };
}

/** The state the store would start from, given what storage holds under its key (older shapes and junk give the defaults). */
export function savedShopState(text: string | null): ShopState {
  const initial = initialShopState();
  if (text === null) return initial;
  try {
    const { version, state } = readSavedState(text);
    return version === STORE_VERSION ? { ...initial, ...state } : initial;
  } catch {
    return initial;
  }
}

/**
 * Whether the age gate must ask, from the saved text alone. It is written into the page as an inline
 * script that runs before the first paint (so the server-drawn gate shows at once, or never), hence
 * self-contained: it may use nothing outside its own body. It agrees with `savedShopState` (tested).
 */
export function ageGateAsks(text: string | null): boolean {
  try {
    const saved = JSON.parse(text ?? 'null');
    return !(saved !== null && typeof saved === 'object' && saved.version === 1 && saved.page && saved.page.ageVerification === false);
  } catch {
    return true;
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('Stored shop state is not an object');
  return value as Record<string, unknown>;
}

/** Keeps every part that is well formed and drops the rest, so one bad part never costs the others. */
function readShopState(stored: Record<string, unknown>): Partial<ShopState> {
  const state: Partial<ShopState> = {};
  if (stored.user === null || isSessionUser(stored.user)) state.user = stored.user;
  if (Array.isArray(stored.cart)) state.cart = stored.cart.filter(isCartLine);
  const page = readPage(stored.page);
  if (page) state.page = page;
  return state;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    ['token', 'firstname', 'lastname', 'address', 'phone', 'email'].every((key) => typeof user[key] === 'string') &&
    (user.avatar === null || typeof user.avatar === 'string')
  );
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === 'number' &&
    typeof line.name === 'string' &&
    typeof line.img === 'string' &&
    typeof line.unitPrice === 'number' &&
    Number.isInteger(line.qty) &&
    (line.qty as number) >= 1 &&
    Number.isInteger(line.stock)
  );
}

function readPage(value: unknown): PageState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const page = value as Record<string, unknown>;
  const defaults = initialShopState().page;
  const flag = (key: keyof PageState) => (typeof page[key] === 'boolean' ? (page[key] as boolean) : defaults[key]);
  return { ageVerification: flag('ageVerification'), resetDB: flag('resetDB'), databaseToast: flag('databaseToast') };
}
