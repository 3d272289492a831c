import { clearFilters, normalizeCatalogueQuery, sameCatalogueQuery, searchesWhileTyping, type CatalogueQuery } from '@cellar/domain';
import type { CatalogueFacets, CatalogueProduct } from '@cellar/api-client';
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { CATALOGUE_LOAD_FAILED, problemOr } from '../messages';
import type { Said } from '../types';

/** How long the search box waits after the last keystroke before it searches. */
export const CATALOGUE_DEBOUNCE_MS = 300;

/** A wine of the catalogue list: the API's own `CatalogueProduct`, passed in and read back unchanged. */
export type CatalogueWine = CatalogueProduct;

/** `X-Total-Count` (estimated false) or `X-Total-Count-Estimate` (estimated true). */
export interface CatalogueTotal {
  count: number;
  estimated: boolean;
}

/** One answer of `GET /api/products`. */
export interface CataloguePage {
  items: CatalogueWine[];
  /** The `cursor` of the `Link: <…>; rel="next"` URL; null on the last page. */
  next: string | null;
  total: CatalogueTotal;
}

/** The answer of `GET /api/products/facets` for the same filters. */
export type { CatalogueFacets };

/** What the list shows for a query: its first page and every page loaded after it, merged. */
export interface CatalogueResults extends CataloguePage {
  /** null when the facets could not be had (the list still shows). */
  facets: CatalogueFacets | null;
}

export interface CatalogueQueryInput {
  query: CatalogueQuery;
  /**
   * Results already on the page for exactly this query: the server-rendered first page, or the
   * longer list `catalogueToRestore` saved before the shopper left. Given, nothing is fetched on
   * start; left out, the first page is fetched at once.
   */
  results?: CatalogueResults | null;
}

export interface CatalogueQueryContext {
  /** The query applied: the one the URL shows and the results are (or are being loaded) for. */
  query: CatalogueQuery;
  /** The search box's text as typed; its normalized form becomes `query.q` once the wait is over. */
  typed: string;
  /** While a new query loads these stay those of the previous one, so the page does not jump. */
  items: CatalogueWine[];
  next: string | null;
  /** null until a first page has arrived. */
  total: CatalogueTotal | null;
  facets: CatalogueFacets | null;
  /** Why the first page of `query` could not be loaded. */
  error: Said | null;
  /** Why the next page could not be loaded; the items loaded so far stay. */
  moreError: Said | null;
}

export type CatalogueQueryEvent =
  | { type: 'TYPE'; q: string }
  | { type: 'SUBMIT' }
  | { type: 'SET'; query: Partial<CatalogueQuery> }
  | { type: 'CLEAR' }
  | { type: 'SYNC'; query: CatalogueQuery }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' };

/** The query an event asks for; null for events that ask for none. */
function requestedQuery(context: CatalogueQueryContext, event: CatalogueQueryEvent): CatalogueQuery | null {
  switch (event.type) {
    case 'SUBMIT':
      return normalizeCatalogueQuery({ ...context.query, q: context.typed });
    // Touching a filter also runs text still waiting out the debounce: one request, not two. A field
    // given as undefined is left as it is, as if absent (null is what opens a price bound).
    case 'SET': {
      const changes = Object.fromEntries(Object.entries(event.query).filter(([, value]) => value !== undefined));
      return normalizeCatalogueQuery({ ...context.query, q: context.typed, ...changes });
    }
    case 'CLEAR':
      return clearFilters(context.query);
    case 'SYNC':
      return normalizeCatalogueQuery(event.query);
    default:
      return null;
  }
}

/** Ids already listed are left out: a wine that moved between pages while the shopper scrolled is shown once. */
function appendNew(items: CatalogueWine[], more: CatalogueWine[]): CatalogueWine[] {
  const listed = new Set(items.map((item) => item.id));
  const added = more.filter((item) => {
    if (listed.has(item.id)) return false;
    listed.add(item.id);
    return true;
  });
  return [...items, ...added];
}

/**
 * The catalogue of Our wines, paged and searchable. Two regions run side by side: `search` (the
 * search box: `idle`, `debouncing`) and `results` (`showing` with `idle` / `loadingMore` /
 * `moreFailed`, `loading`, `failed`), so typing never interrupts a request or a Load more.
 *
 * - TYPE { q } keeps the text in `typed` and searches once no key was pressed for 300 ms (delay
 *   `debounce`), unless its last word is too short to complete (`searchesWhileTyping`: 'r' waits for
 *   more); SUBMIT (Enter) searches at once, whatever was typed.
 * - SET { query } (categories, prices, in-stock, sort) and CLEAR apply at once, together with any
 *   text still waiting; CLEAR keeps only the sort (see `clearFilters`).
 * - SYNC { query }: the URL changed under the machine (back/forward). Adopted at once, search box
 *   included; the same query as the current one is ignored, so the page's own URL writes echo harmlessly.
 * - A query the same as the applied one (`sameCatalogueQuery`) fetches nothing. A new one aborts any
 *   request still running (leaving the state stops its actor, which aborts its `signal`) and any late
 *   answer of it is ignored. The previous items stay in context until the new page arrives.
 * - LOAD_MORE fetches the page after `next` and appends it (ids already listed are skipped); it does
 *   nothing on the last page or while a query loads. A failed first page goes to `failed` with
 *   `error`; a failed further page keeps the items with `moreError`. RETRY repeats the failed request.
 *
 * The machine never touches the URL: the page watches `context.query` and writes it (with
 * `catalogueSearch`). To bring the list back after the back button, save `catalogueToRestore(snapshot)`
 * and pass it as the input again.
 *
 * Provide: actors `fetchResults`: `fromPromise<{ page: CataloguePage; facets: CatalogueFacets | null },
 * { query: CatalogueQuery }>` (the first page and the facets of a query; facets null when only they
 * failed) and `fetchMore`: `fromPromise<CataloguePage, { query: CatalogueQuery; cursor: string }>`,
 * both passing `signal` to fetch and rejecting with the problem+json detail.
 */
export const catalogueQueryMachine = setup({
  types: {
    input: {} as CatalogueQueryInput,
    context: {} as CatalogueQueryContext,
    events: {} as CatalogueQueryEvent,
  },
  actors: {
    fetchResults: fromPromise<{ page: CataloguePage; facets: CatalogueFacets | null }, { query: CatalogueQuery }>(() =>
      Promise.reject(new Error('fetchResults actor not provided')),
    ),
    fetchMore: fromPromise<CataloguePage, { query: CatalogueQuery; cursor: string }>(() =>
      Promise.reject(new Error('fetchMore actor not provided')),
    ),
  },
  delays: { debounce: CATALOGUE_DEBOUNCE_MS },
  actions: {
    type: assign({ typed: ({ context, event }) => (event.type === 'TYPE' ? event.q : context.typed) }),
    typeRequested: assign({ typed: ({ context, event }) => requestedQuery(context, event)?.q ?? context.typed }),
    typeSet: assign({ typed: ({ context, event }) => (event.type === 'SET' && event.query.q !== undefined ? event.query.q : context.typed) }),
    applyQuery: assign({ query: ({ context, event }) => requestedQuery(context, event) ?? context.query }),
    showResults: assign((_, { page, facets }: { page: CataloguePage; facets: CatalogueFacets | null }) => ({
      items: page.items,
      next: page.next,
      total: page.total,
      facets,
      error: null,
      moreError: null,
    })),
    showMore: assign(({ context }, page: CataloguePage) => ({ items: appendNew(context.items, page.items), next: page.next, total: page.total })),
    fail: assign({ error: (_, message: Said) => message }),
    failMore: assign({ moreError: (_, message: Said) => message }),
    forgetErrors: assign({ error: null, moreError: null }),
    forgetMoreError: assign({ moreError: null }),
  },
  guards: {
    seeded: ({ context }) => context.total !== null,
    changesQuery: ({ context, event }) => {
      const requested = requestedQuery(context, event);
      return requested !== null && !sameCatalogueQuery(requested, context.query);
    },
    hasMore: ({ context }) => context.next !== null,
    searchesWhileTyping: ({ context }) => searchesWhileTyping(context.typed),
  },
}).createMachine({
  id: 'catalogueQuery',
  context: ({ input }) => {
    const query = normalizeCatalogueQuery(input.query);
    const results = input.results ?? null;
    return {
      query,
      typed: query.q,
      items: results?.items ?? [],
      next: results?.next ?? null,
      total: results?.total ?? null,
      facets: results?.facets ?? null,
      error: null,
      moreError: null,
    };
  },
  type: 'parallel',
  states: {
    search: {
      initial: 'idle',
      // No `reenter: true` in this machine: in XState 5 it would also re-enter the other region
      // (statelyai/xstate#5162), cancelling the debounce or the request. Targeting a child from its
      // parent already exits and re-enters the child, which restarts the wait.
      on: {
        TYPE: { target: '.debouncing', actions: 'type' },
        SUBMIT: { target: '.idle' },
        SET: { target: '.idle', actions: 'typeSet' },
        CLEAR: { target: '.idle', actions: 'typeRequested' },
        SYNC: { guard: 'changesQuery', target: '.idle', actions: 'typeRequested' },
      },
      states: {
        idle: {},
        debouncing: {
          after: { debounce: [{ guard: 'searchesWhileTyping', target: 'idle', actions: raise({ type: 'SUBMIT' }) }, { target: 'idle' }] },
        },
      },
    },
    results: {
      initial: 'starting',
      on: {
        SUBMIT: { guard: 'changesQuery', target: '.loading', actions: 'applyQuery' },
        SET: { guard: 'changesQuery', target: '.loading', actions: 'applyQuery' },
        CLEAR: { guard: 'changesQuery', target: '.loading', actions: 'applyQuery' },
        SYNC: { guard: 'changesQuery', target: '.loading', actions: 'applyQuery' },
      },
      states: {
        starting: {
          always: [{ guard: 'seeded', target: 'showing' }, { target: 'loading' }],
        },
        showing: {
          initial: 'idle',
          states: {
            idle: {
              on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' } },
            },
            loadingMore: {
              entry: 'forgetMoreError',
              invoke: {
                id: 'fetchMore',
                src: 'fetchMore',
                // Only `hasMore` leads here, so there is a cursor.
                input: ({ context }) => ({ query: context.query, cursor: context.next! }),
                onDone: { target: 'idle', actions: { type: 'showMore', params: ({ event }) => event.output } },
                onError: {
                  target: 'moreFailed',
                  actions: { type: 'failMore', params: ({ event }) => problemOr(event.error, CATALOGUE_LOAD_FAILED) },
                },
              },
            },
            moreFailed: {
              on: { RETRY: 'loadingMore', LOAD_MORE: 'loadingMore' },
            },
          },
        },
        loading: {
          entry: 'forgetErrors',
          invoke: {
            id: 'fetchResults',
            src: 'fetchResults',
            input: ({ context }) => ({ query: context.query }),
            onDone: { target: 'showing', actions: { type: 'showResults', params: ({ event }) => event.output } },
            onError: {
              target: 'failed',
              actions: { type: 'fail', params: ({ event }) => problemOr(event.error, CATALOGUE_LOAD_FAILED) },
            },
          },
        },
        failed: {
          on: { RETRY: 'loading' },
        },
      },
    },
  },
});

export type CatalogueQuerySnapshot = SnapshotFrom<typeof catalogueQueryMachine>;

/**
 * The input that brings the machine back to what it shows, for the page to keep (e.g. in
 * `history.state`) when the shopper leaves. Results are kept only while they are those of the applied
 * query; otherwise coming back loads that query afresh.
 */
export function catalogueToRestore(snapshot: CatalogueQuerySnapshot): CatalogueQueryInput {
  const { query, items, next, total, facets } = snapshot.context;
  if (!snapshot.matches({ results: 'showing' }) || total === null) return { query };
  return { query, results: { items, next, total, facets } };
}
