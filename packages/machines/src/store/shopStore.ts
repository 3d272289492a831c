import { createStore } from '@xstate/store';
import { createJSONStorage, persist, rehydrateStore } from '@xstate/store/persist';
import { addProduct, increaseQty, reduceQty, removeLine } from '../cart/cartLogic';
import type { PageState, ProductSummary, SessionUser, StorageLike } from '../types';
import { initialShopState, readSavedState, STORE_KEY, STORE_VERSION } from './savedState';

export { initialShopState, STORE_KEY, STORE_VERSION, type ShopState } from './savedState';

export interface ShopStoreOptions {
  /** Defaults to `localStorage`; tests pass an in-memory one. */
  storage?: StorageLike;
  /** Storage read/write failures never throw; they are reported here (the shop logs them). */
  onError?: (error: unknown) => void;
}

/**
 * The persisted client store of spec sections 3 and 9: user, cart and page parts, saved under the
 * key 'root' with version 1 as `{ version: 1, user, cart, page }`. Cart transitions are the pure
 * rules of cartLogic, so the store is the one place the cart changes.
 */
export function createShopStore({ storage, onError }: ShopStoreOptions = {}) {
  return createStore({
    context: initialShopState(),
    on: {
      /** Login and profile update both store the user the server returned. */
      userSet: (context, event: { user: SessionUser }) => ({ ...context, user: event.user }),
      userMerged: (context, event: { changes: Partial<Omit<SessionUser, 'id' | 'token'>> }) =>
        context.user ? { ...context, user: { ...context.user, ...event.changes } } : context,
      loggedOut: (context) => ({ ...context, user: null }),
      addProduct: (context, event: { product: ProductSummary }) => ({ ...context, cart: addProduct(context.cart, event.product) }),
      removeFromCart: (context, event: { id: number }) => ({ ...context, cart: removeLine(context.cart, event.id) }),
      increaseQty: (context, event: { id: number }) => ({ ...context, cart: increaseQty(context.cart, event.id) }),
      reduceQty: (context, event: { id: number }) => ({ ...context, cart: reduceQty(context.cart, event.id) }),
      emptyCart: (context) => ({ ...context, cart: [] }),
      pageChanged: (context, event: Partial<PageState>) => ({
        ...context,
        page: {
          ageVerification: event.ageVerification ?? context.page.ageVerification,
          resetDB: event.resetDB ?? context.page.resetDB,
          databaseToast: event.databaseToast ?? context.page.databaseToast,
        },
      }),
    },
  }).with(
    persist({
      name: STORE_KEY,
      version: STORE_VERSION,
      ...(storage ? { storage: createJSONStorage(() => storage) } : {}),
      ...(onError ? { onError } : {}),
      serialize: ({ context, version }) => JSON.stringify({ version, ...context }),
      deserialize: (text) => {
        const { version, state } = readSavedState(text);
        return { version, context: state };
      },
      // Older shapes are unknown, so they give way to the defaults instead of being guessed at.
      migrate: () => initialShopState(),
    }),
  );
}

export type ShopStore = ReturnType<typeof createShopStore>;

/**
 * Subscribes a listener to the keys other tabs write in the store's storage (the browser's
 * `storage` events, which never reach the tab that wrote) and returns the unsubscribe function.
 */
export type StorageEvents = (listener: (key: string | null) => void) => () => void;

/**
 * Reloads the store whenever another tab writes its key, so tabs share one cart and one session
 * instead of overwriting each other's. Reloading does not write back, so tabs never echo each other.
 * Returns the function that stops following.
 */
export function followOtherTabs(store: ShopStore, storageEvents: StorageEvents): () => void {
  return storageEvents((key) => {
    if (key === STORE_KEY) void rehydrateStore(store);
  });
}
