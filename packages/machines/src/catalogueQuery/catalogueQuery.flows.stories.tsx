import { EMPTY_CATALOGUE_QUERY } from '@cellar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { answer, anyCallProblems, defineFlow, expectContext, expectLogged, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { sampleCatalogueWine } from '../testing/fixtures';
import { catalogueQueryMachine, type CatalogueFacets, type CataloguePage, type CatalogueWine } from './catalogueQuery.machine';

const wine = (id: number): CatalogueWine => ({ ...sampleCatalogueWine, id });
const total = { count: 3, estimated: false };
const facets: CatalogueFacets = { categories: [{ ...sampleCatalogueWine.category, count: 3 }], priceBands: [], inStock: 3, total: 3, estimated: false, grapes: [], regions: [], vintages: [] };
const firstPage: CataloguePage = { items: [wine(1), wine(2)], next: 'c2', total };
const lastPage: CataloguePage = { items: [wine(3)], next: null, total };
const unavailable = { status: 503, code: 'databaseDown', detail: 'The database is not answering.' } as const;

const flow = defineFlow({
  machine: catalogueQueryMachine,
  // Nothing rendered on the server: the first page is asked for at once.
  input: () => ({ query: EMPTY_CATALOGUE_QUERY }),
  events: [
    { type: 'TYPE', q: 'tannat' },
    { type: 'SUBMIT' },
    { label: 'SET in stock only', event: { type: 'SET', query: { inStock: true } } },
    { type: 'CLEAR' },
    { label: 'SYNC back to malbec', event: { type: 'SYNC', query: { ...EMPTY_CATALOGUE_QUERY, q: 'malbec' } } },
    { type: 'LOAD_MORE' },
    { type: 'RETRY' },
  ],
  services: {
    fetchResults: {
      succeed: { 'a first page': { page: firstPage, facets }, 'no wines': { page: { items: [], next: null, total: { count: 0, estimated: false } }, facets: null } },
      fail: { 'the server busy': unavailable, ...anyCallProblems },
    },
    fetchMore: { succeed: { 'the last page': lastPage }, fail: { 'the server busy': unavailable, ...anyCallProblems } },
  },
});

const meta = { title: 'Flows/Catalogue query', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const TypedSearchReplacesTheFirstRequest: Story = {
  play: async ({ canvas }) => {
    await expectState(canvas, 'results.loading');
    await send(canvas, 'TYPE tannat');
    await expectState(canvas, 'search.debouncing');
    await userEvent.click(canvas.getByRole('button', { name: 'Let 300 ms pass' }));
    // The newer query aborts the request still open.
    await expectLogged(canvas, 'fetchResults cancelled by the machine');
    await answer(canvas, 'Succeed with a first page');
    await expectState(canvas, 'results.showing.idle');
    await expectContext(canvas, '"q": "tannat"');
  },
};

export const FirstPageFailsThenRetried: Story = {
  play: async ({ canvas }) => {
    await answer(canvas, 'Fail with the server busy');
    await expectState(canvas, 'results.failed');
    // The refusal is kept by its code, so the page says it in the shopper's language.
    await expectContext(canvas, '"code": "databaseDown"');
    await send(canvas, 'RETRY');
    await answer(canvas, 'Succeed with no wines');
    await expectState(canvas, 'results.showing.idle');
  },
};
