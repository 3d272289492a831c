import { assign, setup } from 'xstate';
import { ADDED_TO_CART_TOAST, EMPTY_CART_TOAST } from '../messages';
import type { ShopStore } from '../store/shopStore';
import type { CartLine, ToastContent } from '../types';
import { watchCart, type CartChangedEvent } from './watchCart';

export interface CartInput {
  store: ShopStore;
}

export interface CartContext {
  store: ShopStore;
  lines: CartLine[];
}

export type CartEvent = { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'CHECKOUT' } | CartChangedEvent;

/**
 * Cart drawer (spec section 2 Cart drawer, sections 4 and 5): opens and closes; Checkout with lines
 * goes to /checkout and closes the drawer, with an empty cart it shows the toast 'Check out' /
 * 'Your cart is still empty! ...'. The lines themselves change through the store's cart events
 * (addProduct, increaseQty, reduceQty, removeFromCart, emptyCart); the totals come from
 * @cellar/domain (totalAmount, totalItems, lineSubtotal) and the +/- limits from cartLogic
 * (canIncrease, canReduce).
 *
 * Opened, it withdraws the 'Shopping Cart' toast of a wine just added: the drawer shows that wine, and on
 * a phone the toast covered the drawer's title or its CHECKOUT (and took the tap meant for it).
 *
 * Provide: actions `navigate` (params `{ to: string }`), `notify` (params `ToastContent`, push it to the
 * toast queue) and `withdraw` (params `ToastContent`, take it off the queue). All default to doing nothing.
 */
export const cartMachine = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: { watchCart },
  actions: {
    navigate: (_, _params: { to: string }) => undefined,
    notify: (_, _params: ToastContent) => undefined,
    withdraw: (_, _params: ToastContent) => undefined,
    syncLines: assign({ lines: ({ context, event }) => (event.type === 'cart.changed' ? event.lines : context.lines) }),
  },
  guards: {
    hasLines: ({ context }) => context.lines.length > 0,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ store: input.store, lines: input.store.getSnapshot().context.cart }),
  invoke: { id: 'watchCart', src: 'watchCart', input: ({ context }) => ({ store: context.store }) },
  on: { 'cart.changed': { actions: 'syncLines' } },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: 'open' },
    },
    open: {
      entry: { type: 'withdraw', params: ADDED_TO_CART_TOAST },
      on: {
        CLOSE: 'closed',
        CHECKOUT: [
          { guard: 'hasLines', target: 'closed', actions: { type: 'navigate', params: { to: '/checkout' } } },
          { actions: { type: 'notify', params: EMPTY_CART_TOAST } },
        ],
      },
    },
  },
});
