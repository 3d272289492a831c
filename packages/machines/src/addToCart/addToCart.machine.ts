import { assign, setup } from 'xstate';
import { addOutcome, addProduct } from '../cart/cartLogic';
import { watchCart, type CartChangedEvent } from '../cart/watchCart';
import { ADDED_TO_CART_TOAST, OUT_OF_STOCK_REFUSAL, stockLimitMessage } from '../messages';
import type { ShopStore } from '../store/shopStore';
import type { CartLine, Phrase, ProductSummary, ToastContent } from '../types';

export interface AddToCartInput {
  store: ShopStore;
}

export interface AddToCartContext {
  store: ShopStore;
  lines: CartLine[];
  /** Why the last ADD was refused, for the product page to show; null after a successful add. */
  problem: Phrase | null;
}

export type AddToCartEvent = { type: 'ADD'; product: ProductSummary } | CartChangedEvent;

/**
 * ADD TO CART on the product page (spec section 4): a wine already in the cart gets +1 up to its
 * stock, otherwise it becomes a new line with qty 1; then the toast 'Shopping Cart' / 'Your product
 * was successfully added to cart!'. Refused, with `problem` set, when the wine has no stock (the
 * original silently added it: see README deviations) or every bottle is already in the cart.
 *
 * Provide: action `notify` (params `ToastContent`); defaults to doing nothing.
 */
export const addToCartMachine = setup({
  types: {
    input: {} as AddToCartInput,
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
  },
  actors: { watchCart },
  actions: {
    notify: (_, _params: ToastContent) => undefined,
    syncLines: assign({ lines: ({ context, event }) => (event.type === 'cart.changed' ? event.lines : context.lines) }),
    // The local copy moves with the store at once, so a second ADD decides on the new cart even
    // before the store's change notification arrives.
    rememberLine: assign(({ context, event }) => (event.type === 'ADD' ? { lines: addProduct(context.lines, event.product), problem: null } : {})),
    storeLine: ({ context, event }) => {
      if (event.type === 'ADD') context.store.trigger.addProduct({ product: event.product });
    },
    refuseOutOfStock: assign({ problem: OUT_OF_STOCK_REFUSAL }),
    refuseAtLimit: assign({ problem: ({ event }) => (event.type === 'ADD' ? stockLimitMessage(event.product.stock) : null) }),
  },
  guards: {
    outOfStock: ({ context, event }) => event.type === 'ADD' && addOutcome(context.lines, event.product) === 'outOfStock',
    atStockLimit: ({ context, event }) => event.type === 'ADD' && addOutcome(context.lines, event.product) === 'atStockLimit',
  },
}).createMachine({
  id: 'addToCart',
  context: ({ input }) => ({ store: input.store, lines: input.store.getSnapshot().context.cart, problem: null }),
  invoke: { id: 'watchCart', src: 'watchCart', input: ({ context }) => ({ store: context.store }) },
  on: {
    'cart.changed': { actions: 'syncLines' },
    ADD: [
      { guard: 'outOfStock', target: '.refused', actions: 'refuseOutOfStock' },
      { guard: 'atStockLimit', target: '.refused', actions: 'refuseAtLimit' },
      { target: '.added', actions: ['rememberLine', 'storeLine', { type: 'notify', params: ADDED_TO_CART_TOAST }] },
    ],
  },
  initial: 'idle',
  states: {
    idle: {},
    added: {},
    refused: {},
  },
});
