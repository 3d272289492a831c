import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memoryStorage';
import { createShopStore, followOtherTabs, initialShopState, STORE_KEY } from './shopStore';
import { createBrowserTabs } from '../testing/browserTabs';
import { sampleUser } from '../testing/fixtures';
import { flushMicrotasks } from '../testing/pendingCalls';

const user = sampleUser;
const malbec = { id: 1, name: 'Malbec', img: 'malbec.png', unitPrice: 500, stock: 3 };

function storedJson(storage: ReturnType<typeof createMemoryStorage>): unknown {
  return JSON.parse(storage.entries.get(STORE_KEY) ?? 'null');
}

describe('persisted shop store', () => {
  it('starts with no user, an empty cart and the first-visit page flags', () => {
    const store = createShopStore({ storage: createMemoryStorage() });
    expect(store.getSnapshot().context).toEqual({
      user: null,
      cart: [],
      page: { ageVerification: true, resetDB: true, databaseToast: false },
    });
  });

  it("saves user, cart and page under 'root' as { version: 1, user, cart, page } and restores them after a reload", () => {
    const storage = createMemoryStorage();
    const store = createShopStore({ storage });
    store.trigger.userSet({ user });
    store.trigger.addProduct({ product: malbec });
    store.trigger.addProduct({ product: malbec });
    store.trigger.pageChanged({ ageVerification: false });

    expect(storedJson(storage)).toEqual({
      version: 1,
      user,
      cart: [{ ...malbec, qty: 2 }],
      page: { ageVerification: false, resetDB: true, databaseToast: false },
    });
    expect(createShopStore({ storage }).getSnapshot().context).toEqual(store.getSnapshot().context);
  });

  it('runs the cart rules: +/- within 1..stock, remove and empty', () => {
    const store = createShopStore({ storage: createMemoryStorage() });
    const cart = () => store.getSnapshot().context.cart;
    store.trigger.addProduct({ product: malbec });
    store.trigger.increaseQty({ id: 1 });
    store.trigger.increaseQty({ id: 1 });
    store.trigger.increaseQty({ id: 1 });
    expect(cart()[0]?.qty).toBe(3);
    store.trigger.reduceQty({ id: 1 });
    store.trigger.reduceQty({ id: 1 });
    store.trigger.reduceQty({ id: 1 });
    expect(cart()[0]?.qty).toBe(1);
    store.trigger.addProduct({ product: { ...malbec, id: 2 } });
    store.trigger.removeFromCart({ id: 1 });
    expect(cart().map((line) => line.id)).toEqual([2]);
    store.trigger.emptyCart();
    expect(cart()).toEqual([]);
  });

  it('replaces, merges and clears the user', () => {
    const store = createShopStore({ storage: createMemoryStorage() });
    store.trigger.userSet({ user });
    store.trigger.userMerged({ changes: { phone: '098 000 000' } });
    expect(store.getSnapshot().context.user).toEqual({ ...user, phone: '098 000 000' });
    store.trigger.loggedOut();
    expect(store.getSnapshot().context.user).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"version":1,"cart":[{'],
    ['a non-object', '"hello"'],
    ['an older version', JSON.stringify({ version: 0, user, cart: [{ ...malbec, qty: 1 }], page: { ageVerification: false } })],
    ['no version at all', JSON.stringify({ user, cart: [], page: {} })],
  ])('loads safe defaults from %s without throwing', (_label, raw) => {
    const store = createShopStore({ storage: createMemoryStorage({ [STORE_KEY]: raw }) });
    expect(store.getSnapshot().context).toEqual(initialShopState());
  });

  it('reports unreadable stored data to onError', () => {
    const errors: unknown[] = [];
    createShopStore({ storage: createMemoryStorage({ [STORE_KEY]: '{oops' }), onError: (error) => errors.push(error) });
    expect(errors).toHaveLength(1);
  });

  it('keeps the well-formed parts of version 1 data and drops malformed ones', () => {
    const raw = JSON.stringify({
      version: 1,
      user: { id: 'seven' },
      cart: [{ ...malbec, qty: 1 }, { id: 2, name: 'Broken' }, { ...malbec, id: 3, qty: 0 }],
      page: { ageVerification: false, resetDB: 'yes' },
    });
    const store = createShopStore({ storage: createMemoryStorage({ [STORE_KEY]: raw }) });
    expect(store.getSnapshot().context).toEqual({
      user: null,
      cart: [{ ...malbec, qty: 1 }],
      page: { ageVerification: false, resetDB: true, databaseToast: false },
    });
  });

  it('keeps working in memory when the storage itself throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const store = createShopStore({ storage: broken });
    store.trigger.addProduct({ product: malbec });
    expect(store.getSnapshot().context.cart).toHaveLength(1);
  });
});

describe('the store in two tabs of one browser', () => {
  function twoTabs() {
    const browser = createBrowserTabs();
    const tab = () => {
      const { storage, storageEvents, writes } = browser.open();
      const store = createShopStore({ storage });
      const stop = followOtherTabs(store, storageEvents);
      return { store, stop, writes, context: () => store.getSnapshot().context };
    };
    return { browser, first: tab(), second: tab() };
  }

  it('shares one cart: a wine added in one tab shows in the other, and changes there are not overwritten', async () => {
    const { first, second } = twoTabs();
    first.store.trigger.addProduct({ product: malbec });
    await flushMicrotasks();
    expect(second.context().cart).toEqual([{ ...malbec, qty: 1 }]);

    second.store.trigger.increaseQty({ id: 1 });
    await flushMicrotasks();
    first.store.trigger.addProduct({ product: { ...malbec, id: 2 } });
    await flushMicrotasks();
    expect(second.context().cart).toEqual([
      { ...malbec, qty: 2 },
      { ...malbec, id: 2, qty: 1 },
    ]);
    expect(first.context().cart).toEqual(second.context().cart);
  });

  it('signs every tab out when one logs out, and in when one logs in', async () => {
    const { first, second } = twoTabs();
    first.store.trigger.userSet({ user });
    await flushMicrotasks();
    expect(second.context().user).toEqual(user);
    second.store.trigger.loggedOut();
    await flushMicrotasks();
    expect(first.context().user).toBeNull();
  });

  it('takes what another tab wrote without writing it back', async () => {
    const { first, second } = twoTabs();
    first.store.trigger.addProduct({ product: malbec });
    await flushMicrotasks();
    expect(second.context().cart).toHaveLength(1);
    expect(second.writes.count).toBe(0);
  });

  it('follows its own key only, and stops following when asked', async () => {
    const { browser, first, second } = twoTabs();
    const other = browser.open();
    browser.shared.setItem(STORE_KEY, JSON.stringify({ version: 1, user, cart: [], page: initialShopState().page }));
    other.storage.setItem('something-else', 'x');
    await flushMicrotasks();
    expect(second.context().user).toBeNull();

    second.stop();
    first.store.trigger.addProduct({ product: malbec });
    await flushMicrotasks();
    expect(second.context().cart).toEqual([]);
  });
});
