import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memoryStorage';
import { ageGateAsks, savedShopState } from './savedState';
import { createShopStore, STORE_KEY } from './shopStore';

const page = { ageVerification: false, resetDB: false, databaseToast: false };

/** Saved texts as a browser may hold them: current, partial, older, foreign and broken. */
const SAVED: (string | null)[] = [
  null,
  '',
  'not json',
  'null',
  '[]',
  '42',
  JSON.stringify({ version: 1, user: null, cart: [], page }),
  JSON.stringify({ version: 1, page: { ageVerification: true } }),
  JSON.stringify({ version: 1, page: { ageVerification: 'no' } }),
  JSON.stringify({ version: 1, page: null }),
  JSON.stringify({ version: 0, page }),
  JSON.stringify({ version: '1', page }),
  JSON.stringify({ page }),
  JSON.stringify({ version: 1, cart: [{ id: 1 }], page }),
];

describe('the saved state, read without the store', () => {
  it.each(SAVED.map((text) => [text]))('agrees with the store a page would start from: %s', (text) => {
    const storage = createMemoryStorage(text === null ? {} : { [STORE_KEY]: text });
    const restored = createShopStore({ storage }).getSnapshot().context;
    expect(savedShopState(text)).toEqual(restored);
    expect(ageGateAsks(text)).toBe(restored.page.ageVerification);
  });

  it('decides the age gate with nothing but its own body, as the page runs it before the first paint', () => {
    const isolated = new Function('text', `return (${ageGateAsks.toString()})(text)`) as (text: string | null) => boolean;
    expect(isolated(null)).toBe(true);
    expect(isolated(JSON.stringify({ version: 1, page }))).toBe(false);
    expect(isolated('{')).toBe(true);
  });
});
