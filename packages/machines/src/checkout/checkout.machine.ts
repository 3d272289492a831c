import { isInShippingWindow, isWalletPayment, shippingAddressRefusal, shopToday, type PaymentMethod } from '@cellar/domain';
import { assign, fromPromise, setup } from 'xstate';
import { watchCart, type CartChangedEvent } from '../cart/watchCart';
import { serverRefusals, wordsFor } from '../forms/fieldErrors';
import {
  CHECKOUT_FIELD_WORDS,
  DATE_INPUT_INVALID,
  EMPTY_CART_TOAST,
  PAYMENT_METHOD_REQUIRED,
  SHIPPING_DATE_REQUIRED,
  WALLET_TOAST,
  problemOr,
} from '../messages';
import type { ShopStore } from '../store/shopStore';
import type { CartLine, OrderRequest, Phrase, PlacedOrder, Said, ToastContent } from '../types';

export interface CheckoutInput {
  store: ShopStore;
  /** Today's date (yyyy-mm-dd); defaults to today in America/Montevideo. */
  today?: string;
  /** Makes the idempotency key of a new order; defaults to 128 random bits, tests pass a predictable one. */
  newIdempotencyKey?: () => string;
}

/** What `createOrder` sends: the order, and the key that lets the server recognise it when it is sent again. */
export interface OrderSubmission {
  order: OrderRequest;
  /** The `Idempotency-Key` header: the server answers a repeat with the order it first made. */
  idempotencyKey: string;
}

export interface CheckoutContext {
  store: ShopStore;
  lines: CartLine[];
  today: string;
  shippingAddress: string;
  /** yyyy-mm-dd within today..today+5, or null when none is chosen. */
  shippingDate: string | null;
  paymentMethod: PaymentMethod | null;
  /** Field messages shown under the address, the date picker and the payment dropdown. */
  errors: CheckoutErrors;
  /** Counts the confirms refused at a field, so the form can take the shopper to the first one each time. */
  refusals: number;
  /** The server's reason when the order was not made and no field says why. */
  problem: Said | null;
  newIdempotencyKey: () => string;
  /** The order last sent and its key, kept after a failure: the order may have been made though its answer was lost. */
  submission: OrderSubmission | null;
  /** The order the server made, for the confirmation; null until then. */
  placed: PlacedOrder | null;
}

export type CheckoutEvent =
  | { type: 'ADDRESS.CHANGE'; value: string }
  | { type: 'DATE.CHANGE'; date: string | null }
  | { type: 'PAYMENT.CHANGE'; method: PaymentMethod }
  | { type: 'WALLET.PAY' }
  | { type: 'CONFIRM' }
  | { type: 'ORDER_MODAL.CLOSE' }
  | { type: 'ORDER_MODAL.SEE_ORDERS' }
  | CartChangedEvent;

export interface CheckoutErrors {
  shippingAddress: Phrase | null;
  shippingDate: Phrase | null;
  paymentMethod: Phrase | null;
}

const NO_ERRORS: CheckoutErrors = { shippingAddress: null, shippingDate: null, paymentMethod: null };

/** The create-order body, once every required field is there. */
export function orderFrom({ lines, shippingAddress, shippingDate, paymentMethod }: CheckoutContext): OrderRequest | null {
  return shippingDate && paymentMethod ? { productList: lines, shippingAddress, shippingDate, paymentMethod } : null;
}

/** Same wines and quantities, address, date and payment: the server makes the same order of both. */
function sameOrder(a: OrderRequest, b: OrderRequest): boolean {
  const essence = ({ productList, shippingAddress, shippingDate, paymentMethod }: OrderRequest) =>
    JSON.stringify([productList.map(({ id, qty }) => [id, qty]), shippingAddress, shippingDate, paymentMethod]);
  return essence(a) === essence(b);
}

/** The order to send now: a retry of the order last sent keeps its key, any other order gets a new one. */
function nextSubmission(context: CheckoutContext): OrderSubmission | null {
  const order = orderFrom(context);
  if (!order) return null;
  const previous = context.submission;
  const idempotencyKey = previous && sameOrder(previous.order, order) ? previous.idempotencyKey : context.newIdempotencyKey();
  return { order, idempotencyKey };
}

/**
 * 128 bits from getRandomValues, which (unlike randomUUID) browsers also offer on plain-HTTP pages,
 * such as the shop opened by a LAN address.
 */
function randomIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Checkout (spec sections 2, 4, 5, 9). The shipping address starts as the user's; the shipping date
 * (default today) must lie within today..today+5; the payment method is Visa, Mastercard, Mercado
 * Pago or PayPal. Confirm without a payment method shows 'Please select a payment method', without a
 * date 'Please select a shipping date' (each only for the field that is empty), with an address the
 * contract would refuse (under 3 characters) says so under the address, and counts the refusal in
 * `refusals` so the page can take the shopper to the first marked field; with an empty cart
 * it shows the empty-cart toast. The
 * Mercado Pago and PayPal button (WALLET.PAY) only raises 'This functionality is still in
 * development!'. Confirm sends the order once (clicks while sending are ignored). Success empties
 * the cart and opens the order-made modal, which only its links close: ORDER_MODAL.CLOSE goes to /,
 * ORDER_MODAL.SEE_ORDERS to /my-orders. Failure keeps the cart; a refusal naming a field marks it
 * like the checks above, any other sets `problem` to the server's reason (e.g. a wine that ran out).
 *
 * Each order carries an idempotency key, made at the Confirm that sends it. Confirming the same order
 * again after a failure (cart lines, address, date and payment method unchanged) sends the same key,
 * so if the first attempt was made but its answer lost (a timeout), the server returns that order
 * instead of making a second. Once any of them changes it is another order, with a new key.
 *
 * Provide: actor `createOrder`: `fromPromise<PlacedOrder, OrderSubmission>` (POST /orders with the
 * bearer token and the `Idempotency-Key` header; resolves with the order made, rejects with the
 * problem+json detail); actions `navigate`
 * (params `{ to: string }`) and `notify` (params `ToastContent`), both no-ops by default.
 */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    watchCart,
    createOrder: fromPromise<PlacedOrder, OrderSubmission>(() => Promise.reject(new Error('createOrder actor not provided'))),
  },
  actions: {
    navigate: (_, _params: { to: string }) => undefined,
    notify: (_, _params: ToastContent) => undefined,
    syncLines: assign({ lines: ({ context, event }) => (event.type === 'cart.changed' ? event.lines : context.lines) }),
    setAddress: assign({
      shippingAddress: ({ context, event }) => (event.type === 'ADDRESS.CHANGE' ? event.value : context.shippingAddress),
      errors: ({ context }) => ({ ...context.errors, shippingAddress: null }),
    }),
    setDate: assign({
      shippingDate: ({ context, event }) => (event.type === 'DATE.CHANGE' ? event.date : context.shippingDate),
      errors: ({ context }) => ({ ...context.errors, shippingDate: null }),
    }),
    rejectDate: assign({ shippingDate: null, errors: ({ context }) => ({ ...context.errors, shippingDate: DATE_INPUT_INVALID }) }),
    setPaymentMethod: assign({
      paymentMethod: ({ context, event }) => (event.type === 'PAYMENT.CHANGE' ? event.method : context.paymentMethod),
      errors: ({ context }) => ({ ...context.errors, paymentMethod: null }),
    }),
    // The original raised one flag for both fields, calling a chosen date missing too: each message marks an empty field.
    showRequired: assign({
      errors: ({ context }) => {
        const address = shippingAddressRefusal(context.shippingAddress);
        return {
          shippingAddress: address ? CHECKOUT_FIELD_WORDS.shippingAddress(address) : null,
          shippingDate: context.shippingDate === null ? SHIPPING_DATE_REQUIRED : null,
          paymentMethod: context.paymentMethod === null ? PAYMENT_METHOD_REQUIRED : null,
        };
      },
      refusals: ({ context }) => context.refusals + 1,
    }),
    clearProblem: assign({ problem: null }),
    prepareSubmission: assign({ submission: ({ context }) => nextSubmission(context) }),
    /** At the fields the server names, in the shop's words; else its reason above the button. */
    refused: assign(({ context }, { error }: { error: unknown }) => {
      const fields = wordsFor(serverRefusals(error, CHECKOUT_FIELD_WORDS), CHECKOUT_FIELD_WORDS);
      return Object.keys(fields).length > 0
        ? { errors: { ...NO_ERRORS, ...fields }, refusals: context.refusals + 1 }
        : { problem: problemOr(error) };
    }),
    emptyCart: assign({ lines: [] }),
    emptyStoredCart: ({ context }) => context.store.trigger.emptyCart(),
  },
  guards: {
    dateAcceptable: ({ context, event }) => event.type === 'DATE.CHANGE' && (event.date === null || isInShippingWindow(event.date, context.today)),
    cartEmpty: ({ context }) => context.lines.length === 0,
    missingRequired: ({ context }) => orderFrom(context) === null || shippingAddressRefusal(context.shippingAddress) !== null,
    walletChosen: ({ context }) => isWalletPayment(context.paymentMethod),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => {
    const { user, cart } = input.store.getSnapshot().context;
    const today = input.today ?? shopToday();
    return {
      store: input.store,
      lines: cart,
      today,
      shippingAddress: user?.address ?? '',
      shippingDate: today,
      paymentMethod: null,
      errors: NO_ERRORS,
      refusals: 0,
      problem: null,
      newIdempotencyKey: input.newIdempotencyKey ?? randomIdempotencyKey,
      submission: null,
      placed: null,
    };
  },
  invoke: { id: 'watchCart', src: 'watchCart', input: ({ context }) => ({ store: context.store }) },
  on: { 'cart.changed': { actions: 'syncLines' } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'ADDRESS.CHANGE': { actions: 'setAddress' },
        'DATE.CHANGE': [{ guard: 'dateAcceptable', actions: 'setDate' }, { actions: 'rejectDate' }],
        'PAYMENT.CHANGE': { actions: 'setPaymentMethod' },
        'WALLET.PAY': { guard: 'walletChosen', actions: { type: 'notify', params: WALLET_TOAST } },
        CONFIRM: [
          { guard: 'cartEmpty', actions: { type: 'notify', params: EMPTY_CART_TOAST } },
          { guard: 'missingRequired', actions: 'showRequired' },
          { target: 'submitting', actions: ['clearProblem', 'prepareSubmission'] },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => {
          if (!context.submission) throw new Error('CONFIRM let an incomplete order through');
          return context.submission;
        },
        onDone: { target: 'ordered', actions: ['emptyCart', 'emptyStoredCart', assign({ placed: ({ event }) => event.output })] },
        onError: { target: 'editing', actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ordered: {
      on: {
        'ORDER_MODAL.CLOSE': { target: 'done', actions: { type: 'navigate', params: { to: '/' } } },
        'ORDER_MODAL.SEE_ORDERS': { target: 'done', actions: { type: 'navigate', params: { to: '/my-orders' } } },
      },
    },
    done: { type: 'final' },
  },
});
