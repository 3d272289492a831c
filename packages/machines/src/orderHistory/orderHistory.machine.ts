import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { addOutcome, addProduct } from '../cart/cartLogic';
import { watchCart, type CartChangedEvent } from '../cart/watchCart';
import {
  ADDED_TO_CART_TOAST,
  OUT_OF_STOCK_REFUSAL,
  UNAVAILABLE_WINE_TOAST,
  orderHistoryErrorToast,
  problemOr,
  stockLimitMessage,
} from '../messages';
import type { ShopStore } from '../store/shopStore';
import type { CartLine, Phrase, ProductSummary, ToastContent } from '../types';

export interface OrderHistoryInput {
  store: ShopStore;
}

export interface OrderHistoryContext {
  store: ShopStore;
  lines: CartLine[];
  /** The order line's product being looked up, and what the shopper asked for. */
  request: { productId: number; intent: 'buyAgain' | 'view' } | null;
  /** Why the last Buy Again was refused; null otherwise. */
  problem: Phrase | null;
}

export type OrderHistoryEvent =
  | { type: 'BUY_AGAIN'; productId: number }
  | { type: 'VIEW_PRODUCT'; productId: number }
  | CartChangedEvent;

/**
 * Buy Again and View Product on the order history (spec sections 2 and 4). Both look the product up
 * first; a product that no longer exists gives the toast 'My orders' / 'Sorry, that wine is no longer
 * available. ...'. View Product then goes to /product/{id}. Buy Again adds it with qty 1 or raises
 * its qty by 1 up to stock, with the added-to-cart toast; a wine with stock 0, or whose every bottle
 * is already in the cart, is refused with `problem` set. A failed lookup shows the server's reason.
 * While a lookup runs, further clicks are ignored.
 *
 * Provide: actor `lookupProduct`: `fromPromise<ProductSummary | null, { productId: number }>`
 * (GET /products/{id} with the bearer token; null when the product is gone; rejects with the
 * problem+json detail otherwise); actions `navigate` (params `{ to: string }`) and `notify`
 * (params `ToastContent`), both no-ops by default.
 */
export const orderHistoryMachine = setup({
  types: {
    input: {} as OrderHistoryInput,
    context: {} as OrderHistoryContext,
    events: {} as OrderHistoryEvent,
  },
  actors: {
    watchCart,
    lookupProduct: fromPromise<ProductSummary | null, { productId: number }>(() =>
      Promise.reject(new Error('lookupProduct actor not provided')),
    ),
  },
  actions: {
    navigate: (_, _params: { to: string }) => undefined,
    notify: (_, _params: ToastContent) => undefined,
    syncLines: assign({ lines: ({ context, event }) => (event.type === 'cart.changed' ? event.lines : context.lines) }),
    request: assign({
      request: ({ event }) =>
        event.type === 'BUY_AGAIN' || event.type === 'VIEW_PRODUCT'
          ? { productId: event.productId, intent: event.type === 'BUY_AGAIN' ? ('buyAgain' as const) : ('view' as const) }
          : null,
      problem: null,
    }),
    rememberLine: assign({ lines: ({ context }, product: ProductSummary | null) => (product ? addProduct(context.lines, product) : context.lines) }),
    storeLine: ({ context }, product: ProductSummary | null) => {
      if (product) context.store.trigger.addProduct({ product });
    },
    refuse: assign({ problem: (_, problem: Phrase) => problem }),
  },
  guards: {
    gone: (_, product: ProductSummary | null) => product === null,
    wantsToView: ({ context }) => context.request?.intent === 'view',
    outOfStock: ({ context }, product: ProductSummary | null) => product !== null && addOutcome(context.lines, product) === 'outOfStock',
    atStockLimit: ({ context }, product: ProductSummary | null) => product !== null && addOutcome(context.lines, product) === 'atStockLimit',
  },
}).createMachine({
  id: 'orderHistory',
  context: ({ input }) => ({ store: input.store, lines: input.store.getSnapshot().context.cart, request: null, problem: null }),
  invoke: { id: 'watchCart', src: 'watchCart', input: ({ context }) => ({ store: context.store }) },
  on: { 'cart.changed': { actions: 'syncLines' } },
  initial: 'ready',
  states: {
    ready: {
      on: {
        BUY_AGAIN: { target: 'lookingUp', actions: 'request' },
        VIEW_PRODUCT: { target: 'lookingUp', actions: 'request' },
      },
      initial: 'idle',
      states: {
        idle: {},
        added: {},
        refused: {},
      },
    },
    lookingUp: {
      invoke: {
        id: 'lookupProduct',
        src: 'lookupProduct',
        input: ({ event }) => {
          assertEvent(event, ['BUY_AGAIN', 'VIEW_PRODUCT']);
          return { productId: event.productId };
        },
        onDone: [
          {
            guard: { type: 'gone', params: ({ event }) => event.output },
            target: 'ready.idle',
            actions: { type: 'notify', params: UNAVAILABLE_WINE_TOAST },
          },
          {
            guard: 'wantsToView',
            target: 'ready.idle',
            actions: { type: 'navigate', params: ({ event }) => ({ to: `/product/${event.output?.id}` }) },
          },
          {
            guard: { type: 'outOfStock', params: ({ event }) => event.output },
            target: 'ready.refused',
            actions: { type: 'refuse', params: OUT_OF_STOCK_REFUSAL },
          },
          {
            guard: { type: 'atStockLimit', params: ({ event }) => event.output },
            target: 'ready.refused',
            actions: { type: 'refuse', params: ({ event }) => stockLimitMessage(event.output?.stock ?? 0) },
          },
          {
            target: 'ready.added',
            actions: [
              { type: 'rememberLine', params: ({ event }) => event.output },
              { type: 'storeLine', params: ({ event }) => event.output },
              { type: 'notify', params: ADDED_TO_CART_TOAST },
            ],
          },
        ],
        onError: {
          target: 'ready.idle',
          actions: { type: 'notify', params: ({ event }) => orderHistoryErrorToast(problemOr(event.error)) },
        },
      },
    },
  },
});
