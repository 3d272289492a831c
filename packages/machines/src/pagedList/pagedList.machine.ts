import { assign, fromPromise, setup } from 'xstate';
import { LIST_LOAD_FAILED, problemOr } from '../messages';
import type { Said } from '../types';

/** One page of a back-office list, as read from the API's answer and its headers. */
export interface PagedListPage<Row = unknown> {
  rows: Row[];
  /** The `cursor` of the `Link: <…>; rel="next"` URL; null on the last page. */
  next: string | null;
  /** `X-Total-Count`; null when the server did not send it. */
  total: number | null;
}

/** What `loadPage` is asked for: a page of `query`, the first when `cursor` is null. */
export interface PagedListRequest {
  query: unknown;
  cursor: string | null;
}

export interface PagedListInput {
  query: unknown;
}

export interface PagedListContext {
  /** The query applied (search text, filters, sort) as the screen gave it; queries are compared as JSON. */
  query: unknown;
  /** The cursors walked to the current page, the first page's null first; its length is the page number. */
  trail: Array<string | null>;
  /** The page last shown, kept while another loads so the table does not jump; null until the first arrives. */
  page: PagedListPage | null;
  /** Why the current page could not be loaded. */
  error: Said | null;
}

export type PagedListEvent = { type: 'QUERY'; query: unknown } | { type: 'NEXT' } | { type: 'PREVIOUS' } | { type: 'RETRY' };

/**
 * A back-office list read one page at a time (the Wines, Orders, Customers, Staff and Audit log
 * screens, a wine's stock movements): `loading`, `showing` or `failed`.
 *
 * - The first page of the input's query loads at start.
 * - QUERY { query }: a different query (search, filters, sort) starts again at its first page; the same
 *   one is ignored, so a screen may send its query on every change of its own.
 * - NEXT (from `showing`, when the page has a next cursor) and PREVIOUS (whenever there is a page
 *   before) walk the cursor trail.
 * - A new query or page while one loads stops that request (aborting its `signal`), and its late answer
 *   is dropped. A failure goes to `failed` with the server's reason; RETRY asks for the same page again.
 *
 * The search box submits its text as part of QUERY: the screens search on Enter, so there is no
 * typing to debounce here (the shop's catalogue, which searches as the shopper types, does).
 *
 * Provide: actor `loadPage`: `fromPromise<PagedListPage, PagedListRequest>`, passing `signal` to fetch and
 * rejecting with the API client's error (kept by its problem code).
 */
export const pagedListMachine = setup({
  types: {
    input: {} as PagedListInput,
    context: {} as PagedListContext,
    events: {} as PagedListEvent,
  },
  actors: {
    loadPage: fromPromise<PagedListPage, PagedListRequest>(() => Promise.reject(new Error('loadPage actor not provided'))),
  },
  actions: {
    applyQuery: assign({ query: ({ context, event }) => (event.type === 'QUERY' ? event.query : context.query), trail: [null] }),
    // Only `hasNext` leads here, so there is a cursor.
    forward: assign({ trail: ({ context }) => [...context.trail, context.page!.next] }),
    back: assign({ trail: ({ context }) => context.trail.slice(0, -1) }),
    show: assign({ page: (_, page: PagedListPage) => page }),
    fail: assign({ error: (_, error: Said) => error }),
    forgetError: assign({ error: null }),
  },
  guards: {
    changesQuery: ({ context, event }) => event.type === 'QUERY' && JSON.stringify(event.query) !== JSON.stringify(context.query),
    hasNext: ({ context }) => Boolean(context.page?.next),
    hasPrevious: ({ context }) => context.trail.length > 1,
  },
}).createMachine({
  id: 'pagedList',
  context: ({ input }) => ({ query: input.query, trail: [null], page: null, error: null }),
  initial: 'loading',
  // Targeting a child from the root exits and re-enters it, so these restart a load already running.
  on: {
    QUERY: { guard: 'changesQuery', target: '.loading', actions: 'applyQuery' },
    PREVIOUS: { guard: 'hasPrevious', target: '.loading', actions: 'back' },
  },
  states: {
    loading: {
      entry: 'forgetError',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ query: context.query, cursor: context.trail.at(-1) ?? null }),
        onDone: { target: 'showing', actions: { type: 'show', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => problemOr(event.error, LIST_LOAD_FAILED) } },
      },
    },
    showing: {
      on: { NEXT: { guard: 'hasNext', target: 'loading', actions: 'forward' } },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});
