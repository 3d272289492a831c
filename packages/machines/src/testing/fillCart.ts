import type { AnyEventObject } from 'xstate';
import type { CartChangedEvent } from '../cart/watchCart';
import type { ShopStore } from '../store/shopStore';
import type { CartLine } from '../types';

/** Puts exactly `lines` into the store through its public cart events, as a shopper would. */
export function fillCart(store: ShopStore, lines: readonly CartLine[]): void {
  store.trigger.emptyCart();
  for (const { qty, ...product } of lines) {
    store.trigger.addProduct({ product });
    for (let i = 1; i < qty; i += 1) store.trigger.increaseQty({ id: product.id });
  }
}

/**
 * Model paths step through `cart.changed` events; on a real actor that event must come from the
 * store, so the step changes the store and the machine's own subscription reports it.
 */
export const performCartChanged = {
  'cart.changed': (event: AnyEventObject, { store }: { store: ShopStore }) => fillCart(store, (event as CartChangedEvent).lines),
};
