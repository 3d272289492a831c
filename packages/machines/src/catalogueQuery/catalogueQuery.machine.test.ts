import { EMPTY_CATALOGUE_QUERY, type CatalogueQuery } from '@cellar/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CATALOGUE_LOAD_FAILED } from '../messages';
import { lastCall, recordCalls, type RecordedCall } from '../testing/recordedCalls';
import {
  CATALOGUE_DEBOUNCE_MS,
  catalogueQueryMachine,
  catalogueToRestore,
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
  img: `wine-${id}.png`,
  unitPrice: 500 + id,
  stock: id % 3,
  featured: false,
  category: { id: 1 + (id % 2), name: id % 2 ? 'White' : 'Red' },
  ...wineWithoutFacts,
});
const wines = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => wine(from + index));
const page = (items: CatalogueWine[], next: string | null, count = 60): CataloguePage => ({ items, next, total: { count, estimated: false } });
const facets: CatalogueFacets = {
  categories: [{ id: 1, name: 'Red', count: 30 }],
  priceBands: [{ min: 0, max: 1000, count: 60 }],
  inStock: 40,
  total: 60,
  estimated: false,
  grapes: [{ value: 'Tannat', count: 20 }],
  regions: [{ value: 'Canelones', count: 25 }],
  vintages: [{ value: 2021, count: 12 }],
};
const query = (changes: Partial<CatalogueQuery> = {}): CatalogueQuery => ({ ...EMPTY_CATALOGUE_QUERY, ...changes });
const serverRendered: CatalogueQueryInput = { query: query(), results: { ...page(wines(1, 24), 'c24'), facets } };

/** Every request kept apart, so a test can answer an older one after a newer one started. */
function start(input: CatalogueQueryInput = serverRendered) {
  const results: Array<RecordedCall<{ query: CatalogueQuery }, { page: CataloguePage; facets: CatalogueFacets | null }>> = [];
  const more: Array<RecordedCall<{ query: CatalogueQuery; cursor: string }, CataloguePage>> = [];
  const machine = catalogueQueryMachine.provide({ actors: { fetchResults: recordCalls(results), fetchMore: recordCalls(more) } });
  const actor = createActor(machine, { input }).start();
  const context = () => actor.getSnapshot().context;
  return { actor, context, results, more, lastResults: () => lastCall(results), lastMore: () => lastCall(more) };
}

describe('catalogue query: starting', () => {
  it('shows the server-rendered first page without fetching it again', () => {
    const { actor, context, results } = start();
    expect(results).toHaveLength(0);
    expect(actor.getSnapshot().value).toEqual({ search: 'idle', results: { showing: 'idle' } });
    expect(context()).toMatchObject({ query: query(), typed: '', items: wines(1, 24), next: 'c24', total: { count: 60, estimated: false }, facets });
  });

  it('fetches the first page at once when nothing was rendered', async () => {
    const { actor, context, results, lastResults } = start({ query: query({ q: ' tannat ', categoryIds: [3, 1] }) });
    expect(actor.getSnapshot().matches({ results: 'loading' })).toBe(true);
    expect(results.map((call) => call.input)).toEqual([{ query: query({ q: 'tannat', categoryIds: [1, 3] }) }]);
    expect(context()).toMatchObject({ typed: 'tannat', items: [], total: null });
    await lastResults().resolve({ page: page(wines(1, 5), null, 5), facets: null });
    expect(actor.getSnapshot().matches({ results: { showing: 'idle' } })).toBe(true);
    expect(context()).toMatchObject({ items: wines(1, 5), next: null, total: { count: 5, estimated: false }, facets: null });
  });
});

describe('catalogue query: search box', () => {
  it('searches 300 ms after the last keystroke, each keystroke restarting the wait', async () => {
    const { actor, context, results } = start();
    actor.send({ type: 'TYPE', q: 'tan' });
    await vi.advanceTimersByTimeAsync(CATALOGUE_DEBOUNCE_MS - 1);
    actor.send({ type: 'TYPE', q: '  tannat  ' });
    await vi.advanceTimersByTimeAsync(CATALOGUE_DEBOUNCE_MS - 1);
    expect(results).toHaveLength(0);
    expect(context()).toMatchObject({ typed: '  tannat  ', query: query() });
    await vi.advanceTimersByTimeAsync(1);
    expect(results.map((call) => call.input.query)).toEqual([query({ q: 'tannat' })]);
    expect(context()).toMatchObject({ typed: '  tannat  ', query: query({ q: 'tannat' }) });
    expect(actor.getSnapshot().matches({ search: 'idle', results: 'loading' })).toBe(true);
  });

  it('searches at once on Enter and then not again when the wait would have ended', async () => {
    const { actor, results } = start();
    actor.send({ type: 'TYPE', q: 'malbec' });
    actor.send({ type: 'SUBMIT' });
    expect(results.map((call) => call.input.query)).toEqual([query({ q: 'malbec' })]);
    await vi.advanceTimersByTimeAsync(CATALOGUE_DEBOUNCE_MS * 2);
    expect(results).toHaveLength(1);
  });

  it('waits for a last word long enough to complete before searching as the shopper types', async () => {
    const { actor, results } = start();
    actor.send({ type: 'TYPE', q: 'tannat r' });
    await vi.advanceTimersByTimeAsync(CATALOGUE_DEBOUNCE_MS);
    actor.send({ type: 'TYPE', q: 're' });
    await vi.advanceTimersByTimeAsync(CATALOGUE_DEBOUNCE_MS);
    expect(results).toHaveLength(0);
    actor.send({ type: 'TYPE', q: 'res' });
    await vi.advanceTimersByTimeAsync(CATALOGUE_DEBOUNCE_MS);
    actor.send({ type: 'TYPE', q: '' });
    await vi.advanceTimersByTimeAsync(CATALOGUE_DEBOUNCE_MS);
    actor.send({ type: 'TYPE', q: 'r' });
    actor.send({ type: 'SUBMIT' });
    expect(results.map((call) => call.input.query.q)).toEqual(['res', '', 'r']);
  });

  it('fetches nothing when the text comes back to what is shown', async () => {
    const { actor, results } = start();
    actor.send({ type: 'TYPE', q: 'ros' });
    actor.send({ type: 'TYPE', q: ' ' });
    await vi.advanceTimersByTimeAsync(CATALOGUE_DEBOUNCE_MS);
    actor.send({ type: 'SUBMIT' });
    expect(results).toHaveLength(0);
    expect(actor.getSnapshot().matches({ search: 'idle', results: { showing: 'idle' } })).toBe(true);
  });

  it('typing does not interrupt a request or a Load more that is running', async () => {
    const { actor, results, more } = start();
    actor.send({ type: 'LOAD_MORE' });
    actor.send({ type: 'TYPE', q: 'syrah' });
    expect(more[0]?.signal.aborted).toBe(false);
    await more[0]?.resolve(page(wines(25, 48), 'c48'));
    actor.send({ type: 'SET', query: { inStock: true } });
    actor.send({ type: 'TYPE', q: 'syrah ' });
    expect(results[0]?.signal.aborted).toBe(false);
  });
});

describe('catalogue query: filters and the URL', () => {
  it('applies a filter at once, with text still waiting to be searched', async () => {
    const { actor, context, results } = start();
    actor.send({ type: 'TYPE', q: 'tannat' });
    actor.send({ type: 'SET', query: { categoryIds: [2], sort: 'price-asc' } });
    expect(results.map((call) => call.input.query)).toEqual([query({ q: 'tannat', categoryIds: [2], sort: 'price-asc' })]);
    await vi.advanceTimersByTimeAsync(CATALOGUE_DEBOUNCE_MS);
    expect(results).toHaveLength(1);
    expect(context().typed).toBe('tannat');
  });

  it('leaves a field given as undefined as it is', () => {
    const { actor, context } = start({ ...serverRendered, query: query({ q: 'merlot', categoryIds: [2], minPrice: 100 }) });
    actor.send({ type: 'SET', query: { q: undefined, categoryIds: undefined, minPrice: undefined, maxPrice: 900 } });
    expect(context()).toMatchObject({ typed: 'merlot', query: query({ q: 'merlot', categoryIds: [2], minPrice: 100, maxPrice: 900 }) });
  });

  it('puts text set with the filters into the search box', () => {
    const { actor, context } = start();
    actor.send({ type: 'SET', query: { q: 'cabernet', inStock: true } });
    expect(context()).toMatchObject({ typed: 'cabernet', query: query({ q: 'cabernet', inStock: true }) });
  });

  it('does not refetch a query the same as the applied one', () => {
    const { actor, results } = start({ ...serverRendered, query: query({ categoryIds: [1, 2] }) });
    actor.send({ type: 'SET', query: { categoryIds: [2, 1, 2] } });
    actor.send({ type: 'SYNC', query: query({ categoryIds: [2, 1] }) });
    actor.send({ type: 'SUBMIT' });
    expect(results).toHaveLength(0);
  });

  it('clears text and filters but keeps the sort', () => {
    const { actor, context, results } = start({ ...serverRendered, query: query({ q: 'merlot', categoryIds: [1], inStock: true, sort: 'name' }) });
    actor.send({ type: 'CLEAR' });
    expect(context()).toMatchObject({ typed: '', query: query({ sort: 'name' }) });
    expect(results.map((call) => call.input.query)).toEqual([query({ sort: 'name' })]);
  });

  it('CLEAR also drops text still waiting, even when the filters were already clear', async () => {
    const { actor, context, results } = start();
    actor.send({ type: 'TYPE', q: 'pinot' });
    actor.send({ type: 'CLEAR' });
    await vi.advanceTimersByTimeAsync(CATALOGUE_DEBOUNCE_MS);
    expect(context().typed).toBe('');
    expect(results).toHaveLength(0);
  });

  it('adopts a query from back/forward at once, search box included, dropping text still waiting', async () => {
    const { actor, context, results } = start();
    actor.send({ type: 'TYPE', q: 'pinot' });
    actor.send({ type: 'SYNC', query: query({ q: 'malbec', minPrice: 100 }) });
    expect(context()).toMatchObject({ typed: 'malbec', query: query({ q: 'malbec', minPrice: 100 }) });
    expect(results.map((call) => call.input.query)).toEqual([query({ q: 'malbec', minPrice: 100 })]);
    await vi.advanceTimersByTimeAsync(CATALOGUE_DEBOUNCE_MS);
    expect(results).toHaveLength(1);
  });

  it('ignores a SYNC of the applied query (the page echoing its own URL) and keeps waiting for the typed text', async () => {
    const { actor, context, results } = start();
    actor.send({ type: 'TYPE', q: 'pinot' });
    actor.send({ type: 'SYNC', query: query() });
    expect(context().typed).toBe('pinot');
    await vi.advanceTimersByTimeAsync(CATALOGUE_DEBOUNCE_MS);
    expect(results.map((call) => call.input.query)).toEqual([query({ q: 'pinot' })]);
  });
});

describe('catalogue query: newer queries win', () => {
  it('aborts the older request and ignores its late answer', async () => {
    const { actor, context, results } = start();
    actor.send({ type: 'SET', query: { categoryIds: [1] } });
    actor.send({ type: 'SET', query: { categoryIds: [2] } });
    const [older, newer] = results;
    expect(older?.signal.aborted).toBe(true);
    expect(newer?.signal.aborted).toBe(false);

    await older?.resolve({ page: page([wine(101)], null, 1), facets: null });
    expect(actor.getSnapshot().matches({ results: 'loading' })).toBe(true);
    expect(context().items).toEqual(wines(1, 24));

    await newer?.resolve({ page: page([wine(202)], null, 1), facets });
    expect(context()).toMatchObject({ query: query({ categoryIds: [2] }), items: [wine(202)], next: null, total: { count: 1, estimated: false } });
  });

  it('keeps the previous results on screen while the new query loads', () => {
    const { actor, context } = start();
    actor.send({ type: 'SET', query: { sort: 'newest' } });
    expect(actor.getSnapshot().matches({ results: 'loading' })).toBe(true);
    expect(context()).toMatchObject({ items: wines(1, 24), next: 'c24', facets, query: query({ sort: 'newest' }) });
  });

  it('a new query aborts a Load more and replaces the list', async () => {
    const { actor, context, more, lastResults } = start();
    actor.send({ type: 'LOAD_MORE' });
    actor.send({ type: 'SET', query: { inStock: true } });
    expect(more[0]?.signal.aborted).toBe(true);
    await more[0]?.resolve(page(wines(25, 48), null));
    await lastResults().resolve({ page: page(wines(61, 62), null, 2), facets: null });
    expect(context()).toMatchObject({ items: wines(61, 62), facets: null });
  });
});

describe('catalogue query: failures', () => {
  it("shows the server's reason when the first page fails, and RETRY repeats the same request", async () => {
    const { actor, context, results, lastResults } = start();
    actor.send({ type: 'SET', query: { maxPrice: 900 } });
    await lastResults().reject(new Error('Too many requests, please wait a moment.'));
    expect(actor.getSnapshot().matches({ results: 'failed' })).toBe(true);
    expect(context()).toMatchObject({ error: 'Too many requests, please wait a moment.', items: wines(1, 24) });

    actor.send({ type: 'RETRY' });
    expect(results.map((call) => call.input.query)).toEqual([query({ maxPrice: 900 }), query({ maxPrice: 900 })]);
    expect(context().error).toBeNull();
    await lastResults().resolve({ page: page(wines(1, 3), null, 3), facets });
    expect(actor.getSnapshot().matches({ results: { showing: 'idle' } })).toBe(true);
    expect(context().items).toEqual(wines(1, 3));
  });

  it('falls back to a plain sentence when the failure has no message', async () => {
    const { context, lastResults } = start({ query: query() });
    await lastResults().reject(new TypeError(''));
    expect(context().error).toBe(CATALOGUE_LOAD_FAILED);
  });

  it('RETRY does nothing unless something failed', () => {
    const { actor, results, more } = start();
    actor.send({ type: 'RETRY' });
    expect([results.length, more.length]).toEqual([0, 0]);
  });
});

describe('catalogue query: load more', () => {
  it('appends the next page, skipping wines already listed, until there is no next page', async () => {
    const { actor, context, more, lastMore } = start();
    actor.send({ type: 'LOAD_MORE' });
    actor.send({ type: 'LOAD_MORE' });
    expect(more.map((call) => call.input)).toEqual([{ query: query(), cursor: 'c24' }]);
    // Wine 24 moved onto the second page while the shopper scrolled.
    await lastMore().resolve(page([wine(24), ...wines(25, 47), wine(25)], 'c47', 61));
    expect(context().items.map((item) => item.id)).toEqual(wines(1, 47).map((item) => item.id));
    expect(context()).toMatchObject({ next: 'c47', total: { count: 61, estimated: false } });

    actor.send({ type: 'LOAD_MORE' });
    expect(lastMore().input.cursor).toBe('c47');
    await lastMore().resolve({ items: wines(48, 61), next: null, total: { count: 61, estimated: true } });
    expect(context().items).toHaveLength(61);
    expect(context().total).toEqual({ count: 61, estimated: true });

    actor.send({ type: 'LOAD_MORE' });
    expect(more).toHaveLength(2);
    expect(actor.getSnapshot().matches({ results: { showing: 'idle' } })).toBe(true);
  });

  it('does nothing while a new query loads', () => {
    const { actor, more } = start();
    actor.send({ type: 'SET', query: { sort: 'name' } });
    actor.send({ type: 'LOAD_MORE' });
    expect(more).toHaveLength(0);
  });

  it('keeps the loaded wines when a further page fails, and RETRY loads that page again', async () => {
    const { actor, context, more, lastMore } = start();
    actor.send({ type: 'LOAD_MORE' });
    await lastMore().reject(new Error('Service unavailable'));
    expect(actor.getSnapshot().matches({ results: { showing: 'moreFailed' } })).toBe(true);
    expect(context()).toMatchObject({ moreError: 'Service unavailable', error: null, items: wines(1, 24), next: 'c24' });

    actor.send({ type: 'RETRY' });
    expect(context().moreError).toBeNull();
    expect(more.map((call) => call.input.cursor)).toEqual(['c24', 'c24']);
    await lastMore().reject('offline');
    expect(context().moreError).toBe(CATALOGUE_LOAD_FAILED);

    actor.send({ type: 'LOAD_MORE' });
    await lastMore().resolve(page(wines(25, 48), 'c48'));
    expect(context()).toMatchObject({ moreError: null, next: 'c48' });
    expect(context().items).toHaveLength(48);
  });
});

describe('catalogue query: coming back with the back button', () => {
  it('restores a list of several pages as it was, without fetching, and goes on from its cursor', async () => {
    const first = start({ ...serverRendered, query: query({ q: 'tinto' }) });
    first.actor.send({ type: 'LOAD_MORE' });
    await first.lastMore().resolve(page(wines(25, 48), 'c48'));
    first.actor.send({ type: 'LOAD_MORE' });
    await first.lastMore().resolve(page(wines(49, 50), 'c50'));
    // What the page keeps in history.state must survive structured cloning.
    const saved = structuredClone(catalogueToRestore(first.actor.getSnapshot()));
    first.actor.stop();

    const again = start(saved);
    expect(again.results).toHaveLength(0);
    expect(again.more).toHaveLength(0);
    expect(again.context()).toMatchObject({ query: query({ q: 'tinto' }), typed: 'tinto', items: wines(1, 50), next: 'c50', facets });
    again.actor.send({ type: 'LOAD_MORE' });
    expect(again.lastMore().input).toEqual({ query: query({ q: 'tinto' }), cursor: 'c50' });
  });

  it('keeps only the query while its results are still loading or failed', async () => {
    const { actor, lastResults } = start();
    actor.send({ type: 'SET', query: { inStock: true } });
    expect(catalogueToRestore(actor.getSnapshot())).toEqual({ query: query({ inStock: true }) });
    await lastResults().reject(new Error('down'));
    expect(catalogueToRestore(actor.getSnapshot())).toEqual({ query: query({ inStock: true }) });
  });
});
