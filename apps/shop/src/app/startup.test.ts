import { describe, expect, it } from 'vitest';
import { shopNeededAtOnce, type PageAtLoad } from './startup';

const saved = (page: object, rest: object = {}) => JSON.stringify({ version: 1, user: null, cart: [], page: { ageVerification: false, resetDB: false, databaseToast: false, ...page }, ...rest });
const noSession = { getItem: () => null };
const load = (parts: Partial<PageAtLoad>): PageAtLoad => ({ saved: saved({}), session: noSession, pathname: '/our-wines', serverRendered: true, ...parts });

describe('whether a page needs the shop at once or can wait for the first act', () => {
  it('waits on a server-drawn page with nothing saved that only the app can show', () => {
    expect(shopNeededAtOnce(load({}))).toBe(false);
    expect(shopNeededAtOnce(load({ saved: null, pathname: '/' }))).toBe(false);
    expect(shopNeededAtOnce(load({ saved: 'not json' }))).toBe(false);
  });

  it('starts at once for a page the server did not draw', () => {
    expect(shopNeededAtOnce(load({ serverRendered: false }))).toBe(true);
  });

  it('starts at once for a signed-in shopper, a cart or a running Database toast', () => {
    const user = { id: 1, token: 't', firstname: 'Ana', lastname: 'Silva', address: 'Rambla 1', phone: '099', email: 'ana@example.com', avatar: null };
    expect(shopNeededAtOnce(load({ saved: saved({}, { user }) }))).toBe(true);
    const line = { id: 1, name: 'Tannat', img: 'wine-01.webp', unitPrice: 1290, qty: 1, stock: 5 };
    expect(shopNeededAtOnce(load({ saved: saved({}, { cart: [line] }) }))).toBe(true);
    expect(shopNeededAtOnce(load({ saved: saved({ databaseToast: true }) }))).toBe(true);
  });

  it('starts at once on / when the welcome modal is due, but not once closed this session or on other pages', () => {
    const due = saved({ resetDB: true });
    expect(shopNeededAtOnce(load({ saved: due, pathname: '/' }))).toBe(true);
    expect(shopNeededAtOnce(load({ saved: due, pathname: '/', session: { getItem: () => 'true' } }))).toBe(false);
    expect(shopNeededAtOnce(load({ saved: due, pathname: '/our-wines' }))).toBe(false);
  });
});
