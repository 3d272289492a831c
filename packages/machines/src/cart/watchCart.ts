import { fromCallback } from 'xstate';
import type { ShopStore } from '../store/shopStore';
import type { CartLine } from '../types';

export interface CartChangedEvent {
  type: 'cart.changed';
  lines: CartLine[];
}

/**
 * Keeps a machine's copy of the cart in step with the persisted store, whoever changed it (another
 * machine, the drawer's +/- controls, another tab's rehydration). Machines decide on that copy, so
 * their guards stay pure functions of context and event.
 */
export const watchCart = fromCallback<CartChangedEvent, { store: ShopStore }>(({ input, sendBack }) => {
  const subscription = input.store.select((state) => state.cart).subscribe((lines) => sendBack({ type: 'cart.changed', lines }));
  return () => subscription.unsubscribe();
});
