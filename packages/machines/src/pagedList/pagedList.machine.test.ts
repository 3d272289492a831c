import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { LIST_LOAD_FAILED } from '../messages';
import { lastCall, recordCalls, type RecordedCall } from '../testing/recordedCalls';
import { pagedListMachine, type PagedListPage, type PagedListRequest } from './pagedList.machine';

const page = (rows: number[], next: string | null): PagedListPage<number> => ({ rows, next, total: 5 });
const first = page([1, 2], 'c2');
const second = page([3, 4], 'c4');
const third = page([5], null);

function start(query: unknown = { q: '', sort: 'name' }) {
  const calls: Array<RecordedCall<PagedListRequest, PagedListPage>> = [];
  const actor = createActor(pagedListMachine.provide({ actors: { loadPage: recordCalls(calls) } }), { input: { query } }).start();
  const context = () => actor.getSnapshot().context;
  const state = () => actor.getSnapshot().value;
  return { actor, calls, context, state, answer: (output: PagedListPage) => lastCall(calls).resolve(output) };
}

describe('paged list: walking the pages', () => {
  it('loads the first page of its query at start', async () => {
    const { calls, context, state, answer } = start();
    expect(state()).toBe('loading');
    expect(calls.map((call) => call.input)).toEqual([{ query: { q: '', sort: 'name' }, cursor: null }]);
    await answer(first);
    expect(state()).toBe('showing');
    expect(context()).toMatchObject({ page: first, trail: [null], error: null });
  });

  it('NEXT follows the cursor trail and PREVIOUS walks it back', async () => {
    const { actor, calls, context, answer } = start();
    await answer(first);
    actor.send({ type: 'NEXT' });
    await answer(second);
    actor.send({ type: 'NEXT' });
    await answer(third);
    expect(context().trail).toEqual([null, 'c2', 'c4']);
    actor.send({ type: 'PREVIOUS' });
    await answer(second);
    expect(calls.map((call) => call.input.cursor)).toEqual([null, 'c2', 'c4', 'c2']);
    expect(context()).toMatchObject({ page: second, trail: [null, 'c2'] });
  });

  it('has no NEXT on the last page or while a page loads, and no PREVIOUS on the first', async () => {
    const { actor, calls, answer } = start();
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    await answer(page([1], null));
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'PREVIOUS' })).toBe(false);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PREVIOUS' });
    expect(calls).toHaveLength(1);
  });

  it('keeps the page on screen while the next one loads', async () => {
    const { actor, context, answer } = start();
    await answer(first);
    actor.send({ type: 'NEXT' });
    expect(context().page).toEqual(first);
  });
});

describe('paged list: queries', () => {
  it('a new query starts again at its first page', async () => {
    const { actor, calls, context, answer } = start();
    await answer(first);
    actor.send({ type: 'NEXT' });
    await answer(second);
    actor.send({ type: 'QUERY', query: { q: 'tannat', sort: 'name' } });
    expect(lastCall(calls).input).toEqual({ query: { q: 'tannat', sort: 'name' }, cursor: null });
    expect(context().trail).toEqual([null]);
  });

  it('the same query again asks for nothing', async () => {
    const { actor, calls, answer } = start();
    await answer(first);
    actor.send({ type: 'QUERY', query: { q: '', sort: 'name' } });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('showing');
  });

  it('a newer query aborts the older request and drops its late answer', async () => {
    const { actor, calls, context, state } = start();
    actor.send({ type: 'QUERY', query: { q: 'tannat', sort: 'name' } });
    const [older, newer] = calls;
    expect(older?.signal.aborted).toBe(true);
    expect(newer?.signal.aborted).toBe(false);
    await older?.resolve(page([99], null));
    expect(state()).toBe('loading');
    expect(context().page).toBeNull();
    await newer?.resolve(first);
    expect(context()).toMatchObject({ query: { q: 'tannat', sort: 'name' }, page: first });
  });

  it('going back while a page loads drops that page', async () => {
    const { actor, calls, context, answer } = start();
    await answer(first);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PREVIOUS' });
    const [, forward, back] = calls;
    expect(forward?.signal.aborted).toBe(true);
    expect(back?.input.cursor).toBeNull();
    await forward?.resolve(second);
    await back?.resolve(first);
    expect(context()).toMatchObject({ page: first, trail: [null] });
  });
});

describe('paged list: failures', () => {
  it("shows the server's reason, keeps the page it had, and RETRY asks for the same page again", async () => {
    const { actor, calls, context, state, answer } = start();
    await answer(first);
    actor.send({ type: 'NEXT' });
    await lastCall(calls).reject(new Error('The database is not answering.'));
    expect(state()).toBe('failed');
    expect(context()).toMatchObject({ error: 'The database is not answering.', page: first, trail: [null, 'c2'] });
    actor.send({ type: 'RETRY' });
    expect(lastCall(calls).input.cursor).toBe('c2');
    expect(context().error).toBeNull();
    await answer(second);
    expect(context()).toMatchObject({ page: second, error: null });
  });

  it('says the list could not be loaded when the failure has no reason', async () => {
    const { calls, context } = start();
    await lastCall(calls).reject('offline');
    expect(context().error).toBe(LIST_LOAD_FAILED);
  });

  it('PREVIOUS leaves a failed page for the one before', async () => {
    const { actor, calls, context, answer } = start();
    await answer(first);
    actor.send({ type: 'NEXT' });
    await lastCall(calls).reject(new Error('The database is not answering.'));
    actor.send({ type: 'PREVIOUS' });
    expect(lastCall(calls).input.cursor).toBeNull();
    await answer(first);
    expect(context()).toMatchObject({ page: first, trail: [null], error: null });
  });
});
