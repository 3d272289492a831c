import { EMPTY_CATALOGUE_QUERY, normalizeCatalogueText, sameCatalogueQuery, searchesWhileTyping, type CatalogueQuery } from '@cellar/domain';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CATALOGUE_LOAD_FAILED } from '../messages';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import {
  CATALOGUE_DEBOUNCE_MS,
  catalogueQueryMachine,
  type CatalogueFacets,
  type CataloguePage,
  type CatalogueQueryInput,
  type CatalogueWine,
} from './catalogueQuery.machine';
import { wineWithoutFacts } from '@cellar/domain/testing';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const wine = (id: number): CatalogueWine => ({
  id,
  name: `Wine ${id}`,
  img: `${id}.png`,
  unitPrice: 100 * id,
  stock: 1,
  featured: false,
  category: { id: 1, name: 'Red' },
  ...wineWithoutFacts,
});
const total = { count: 3, estimated: false };
const firstPage: CataloguePage = { items: [wine(1), wine(2)], next: 'c2', total };
// Repeats wine 2, which moved onto the next page: it must not be listed twice.
const lastPage: CataloguePage = { items: [wine(2), wine(3)], next: null, total };
const facets: CatalogueFacets = { categories: [{ id: 1, name: 'Red', count: 3 }], priceBands: [], inStock: 3, total: 3, estimated: false, grapes: [], regions: [], vintages: [] };

// Starting with nothing rendered differs from the server-rendered start only until the first page has
// arrived; exploring on from there would walk the same graph a second time. Its query, sorted by name
// (which no sample event sets), marks that start.
const unrendered: CatalogueQuery = { ...EMPTY_CATALOGUE_QUERY, sort: 'name' };
const FIRST_REQUEST_EVENTS = new Set(['xstate.done.actor.fetchResults', 'xstate.error.actor.fetchResults', 'RETRY']);

function scenario(input: CatalogueQueryInput) {
  return () => ({ input, calls: createPendingCalls() });
}

it('catalogue query: shortest paths cover every state and transition', { timeout: 30_000 }, async () => {
  await expectFullModelCoverage({
    name: 'catalogueQuery',
    machine: catalogueQueryMachine,
    implement: (machine, { calls }) =>
      machine.provide({
        actors: {
          fetchResults: calls.logic<{ page: CataloguePage; facets: CatalogueFacets | null }, { query: CatalogueQuery }>(),
          fetchMore: calls.logic<CataloguePage, { query: CatalogueQuery; cursor: string }>(),
        },
      }),
    scenarios: {
      serverRendered: scenario({ query: EMPTY_CATALOGUE_QUERY, results: { ...firstPage, facets } }),
      nothingRendered: scenario({ query: unrendered }),
    },
    events: [
      { type: 'TYPE', q: 'tannat' },
      { type: 'TYPE', q: 'r' },
      { type: 'SUBMIT' },
      { type: 'SET', query: { inStock: true } },
      { type: 'CLEAR' },
      { type: 'SYNC', query: EMPTY_CATALOGUE_QUERY },
      { type: 'LOAD_MORE' },
      { type: 'RETRY' },
      { type: 'xstate.done.actor.fetchResults', output: { page: firstPage, facets } },
      { type: 'xstate.error.actor.fetchResults', error: new Error('Service unavailable') },
      { type: 'xstate.done.actor.fetchMore', output: lastPage },
      { type: 'xstate.error.actor.fetchMore', error: 'offline' },
    ],
    filterEvents: (snapshot, event) => !sameCatalogueQuery(snapshot.context.query, unrendered) || FIRST_REQUEST_EVENTS.has(event.type),
    perform: {
      'xstate.after.debounce.catalogueQuery.search.debouncing': () => vi.advanceTimersByTimeAsync(CATALOGUE_DEBOUNCE_MS).then(() => undefined),
    },
    states: {
      'search.idle': ({ context }) => {
        // Text too short to complete waits for more, or for Enter.
        if (searchesWhileTyping(context.typed)) expect(normalizeCatalogueText(context.typed)).toBe(context.query.q);
        expect(vi.getTimerCount()).toBe(0);
      },
      'search.debouncing': () => expect(vi.getTimerCount()).toBe(1),
      'results.showing.idle': ({ context }, { calls }) => {
        // fetchMore may still be open in the fake after a new query stopped it; the unit tests check its abort.
        expect(calls.isPending('fetchResults')).toBe(false);
        expect([context.error, context.moreError]).toEqual([null, null]);
        expect(context.total).toEqual(total);
        expectListedOnce(context.items);
      },
      'results.showing.loadingMore': ({ context }, { calls }) => {
        expect(calls.isPending('fetchMore')).toBe(true);
        expect(calls.made.at(-1)).toEqual({ id: 'fetchMore', input: { query: context.query, cursor: 'c2' } });
        expect(context.moreError).toBeNull();
      },
      'results.showing.moreFailed': ({ context }, { calls }) => {
        expect(calls.isPending('fetchMore')).toBe(false);
        expect(context.moreError).toBe(CATALOGUE_LOAD_FAILED);
        expect(context.items).toEqual(firstPage.items);
        expect(context.next).toBe('c2');
      },
      'results.loading': ({ context }, { calls }) => {
        expect(calls.isPending('fetchResults')).toBe(true);
        expect(calls.made.filter((call) => call.id === 'fetchResults').at(-1)?.input).toEqual({ query: context.query });
        expect(context.error).toBeNull();
      },
      'results.failed': ({ context }, { calls }) => {
        expect(calls.isPending('fetchResults')).toBe(false);
        expect(context.error).toBe('Service unavailable');
      },
    },
  });
});

function expectListedOnce(items: CatalogueWine[]): void {
  const ids = items.map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
}
