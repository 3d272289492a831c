import { expect, it } from 'vitest';
import { LIST_LOAD_FAILED } from '../messages';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import { pagedListMachine, type PagedListPage, type PagedListRequest } from './pagedList.machine';

const everything = { q: '', status: 'all' };
const tannat = { q: 'tannat', status: 'all' };
const first: PagedListPage = { rows: ['Tannat', 'Merlot'], next: 'c2', total: 3 };
const last: PagedListPage = { rows: ['Albariño'], next: null, total: 3 };
const SERVER_REASON = 'The database is not answering.';

it('paged list: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'pagedList',
    machine: pagedListMachine,
    implement: (machine, { calls }) => machine.provide({ actors: { loadPage: calls.logic<PagedListPage, PagedListRequest>() } }),
    scenarios: { opened: () => ({ input: { query: everything }, calls: createPendingCalls() }) },
    events: [
      { type: 'QUERY', query: everything },
      { type: 'QUERY', query: tannat },
      { type: 'NEXT' },
      { type: 'PREVIOUS' },
      { type: 'RETRY' },
      { type: 'xstate.done.actor.loadPage', output: first },
      { type: 'xstate.done.actor.loadPage', output: last },
      { type: 'xstate.error.actor.loadPage', error: new Error(SERVER_REASON) },
      { type: 'xstate.error.actor.loadPage', error: 'offline' },
    ],
    // The server answers the first page for no cursor and the last one for its cursor, as a two-page list would.
    filterEvents: (snapshot, event) => {
      if (event.type !== 'xstate.done.actor.loadPage') return true;
      return event.output === (snapshot.context.trail.at(-1) === null ? first : last);
    },
    states: {
      loading: ({ context }, { calls }) => {
        expect(calls.isPending('loadPage')).toBe(true);
        expect(calls.made.at(-1)).toEqual({ id: 'loadPage', input: { query: context.query, cursor: context.trail.at(-1) } });
        expect(context.error).toBeNull();
      },
      showing: ({ context }, { calls }) => {
        expect(calls.isPending('loadPage')).toBe(false);
        expect(context.error).toBeNull();
        expect(context.page).toEqual(context.trail.length === 1 ? first : last);
      },
      failed: ({ context }, { calls }) => {
        expect(calls.isPending('loadPage')).toBe(false);
        expect([SERVER_REASON, LIST_LOAD_FAILED]).toContain(context.error);
      },
    },
  });
});
