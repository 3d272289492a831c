import type { StockAdjustment } from '@cellar/api-client';
import { assign, fromPromise, setup } from 'xstate';
import { problemOr } from '../messages';
import type { Phrase, Said, ToastContent } from '../types';
import { stockChange, type AdjustmentReason } from './stockChange';

/** The wine and the contract's `StockAdjustment` body. */
export type StockAdjustmentRequest = StockAdjustment & { productId: number };

export interface StockAdjustmentInput {
  productId: number;
  /** The stock the page last read; the server checks the change against its own. */
  stock: number;
}

export interface StockAdjustmentContext {
  productId: number;
  stock: number;
  reason: AdjustmentReason | null;
  quantity: string;
  note: string;
  /** What is wrong with the form, shown under it; null while it is fine or untouched. */
  invalid: Phrase | null;
  /** Why the server refused the last adjustment (a sale took the bottles meanwhile, a lost session). */
  problem: Said | null;
}

export type StockAdjustmentEvent =
  | { type: 'SET_REASON'; reason: AdjustmentReason }
  | { type: 'SET_QUANTITY'; quantity: string }
  | { type: 'SET_NOTE'; note: string }
  | { type: 'SUBMIT' };

const NOTE_LIMIT = 200;

/**
 * A hand change of a wine's stock (restock, count correction, breakage). The form is checked before
 * it is sent; the server applies it under the row lock checkout takes, so a sale in between is never
 * lost, and answers the stock that results, which becomes the form's new starting point. Edits while
 * saving are ignored, so what was sent is what the staff member sees.
 *
 * Provide: actor `adjustStock`: `fromPromise<{ stock: number }, StockAdjustmentRequest>` (POST
 * /products/{id}/movements; rejects with the API client's error, kept by its problem code); actions `notify` (params
 * `ToastContent`) and `adjusted` (params `{ stock: number }`, e.g. to refresh the wine's movements).
 */
export const stockAdjustmentMachine = setup({
  types: {
    input: {} as StockAdjustmentInput,
    context: {} as StockAdjustmentContext,
    events: {} as StockAdjustmentEvent,
  },
  actors: {
    adjustStock: fromPromise<{ stock: number }, StockAdjustmentRequest>(() => Promise.reject(new Error('adjustStock actor not provided'))),
  },
  actions: {
    notify: (_, _params: ToastContent) => undefined,
    adjusted: (_, _params: { stock: number }) => undefined,
    setReason: assign({ reason: ({ context, event }) => (event.type === 'SET_REASON' ? event.reason : context.reason), invalid: null }),
    setQuantity: assign({ quantity: ({ context, event }) => (event.type === 'SET_QUANTITY' ? event.quantity : context.quantity), invalid: null }),
    setNote: assign({ note: ({ context, event }) => (event.type === 'SET_NOTE' ? event.note.slice(0, NOTE_LIMIT) : context.note), invalid: null }),
    showInvalid: assign({ invalid: ({ context }) => errorOf(context) }),
    clearProblem: assign({ problem: null }),
    startOver: assign({ stock: (_, output: { stock: number }) => output.stock, reason: null, quantity: '', note: '', invalid: null, problem: null }),
    refuse: assign({ problem: (_, problem: Said) => problem }),
  },
  guards: {
    invalid: ({ context }) => errorOf(context) !== null,
  },
}).createMachine({
  id: 'stockAdjustment',
  context: ({ input }) => ({ productId: input.productId, stock: input.stock, reason: null, quantity: '', note: '', invalid: null, problem: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        // Any edit starts a new attempt: the last error, refusal or confirmation no longer applies.
        SET_REASON: { target: '.idle', actions: ['setReason', 'clearProblem'] },
        SET_QUANTITY: { target: '.idle', actions: ['setQuantity', 'clearProblem'] },
        SET_NOTE: { target: '.idle', actions: ['setNote', 'clearProblem'] },
        SUBMIT: [
          { guard: 'invalid', target: '.invalid', actions: 'showInvalid' },
          { target: 'saving', actions: 'clearProblem' },
        ],
      },
      initial: 'idle',
      states: {
        idle: {},
        invalid: {},
        refused: {},
        saved: {},
      },
    },
    saving: {
      invoke: {
        id: 'adjustStock',
        src: 'adjustStock',
        input: ({ context }) => request(context),
        onDone: {
          target: 'editing.saved',
          actions: [
            { type: 'startOver', params: ({ event }) => event.output },
            { type: 'adjusted', params: ({ event }) => ({ stock: event.output.stock }) },
            { type: 'notify', params: ({ event }) => stockSavedToast(event.output.stock) },
          ],
        },
        onError: { target: 'editing.refused', actions: { type: 'refuse', params: ({ event }) => problemOr(event.error) } },
      },
    },
  },
});

function errorOf(context: StockAdjustmentContext): Phrase | null {
  const result = stockChange(context.reason, context.quantity, context.stock);
  return 'error' in result ? result.error : null;
}

function request(context: StockAdjustmentContext): StockAdjustmentRequest {
  const result = stockChange(context.reason, context.quantity, context.stock);
  // SUBMIT only leaves editing when the form is valid, so both are set here.
  const change = 'change' in result ? result.change : 0;
  const note = context.note.trim();
  return { productId: context.productId, reason: context.reason!, change, ...(note ? { note } : {}) };
}

export function stockSavedToast(stock: number): ToastContent {
  return { title: { key: 'admin.stock.toast' }, description: { key: 'admin.stock.savedToast', values: { stock } }, variant: 'success' };
}
