import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer, anyCallProblems, defineFlow, expectContext, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { sampleWine } from '../testing/fixtures';
import { pagedListMachine, type PagedListPage } from './pagedList.machine';

const everything = { q: '', status: 'all' };
const row = (id: number) => ({ ...sampleWine, id });

const flow = defineFlow({
  machine: pagedListMachine,
  input: () => ({ query: everything }),
  events: [{ label: 'QUERY tannat', event: { type: 'QUERY', query: { ...everything, q: 'tannat' } } }, { type: 'NEXT' }, { type: 'PREVIOUS' }, { type: 'RETRY' }],
  services: {
    loadPage: {
      succeed: {
        'a page with more after it': { rows: [row(1), row(2)], next: 'c2', total: 3 } satisfies PagedListPage,
        'the last page': { rows: [row(3)], next: null, total: 3 } satisfies PagedListPage,
      },
      fail: anyCallProblems,
    },
  },
});

const meta = { title: 'Flows/Paged list (back office)', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const NextPageFailsThenLoads: Story = {
  play: async ({ canvas }) => {
    await answer(canvas, 'Succeed with a page with more after it');
    await expectState(canvas, 'showing');
    await send(canvas, 'NEXT');
    await answer(canvas, 'Fail with no connection');
    await expectState(canvas, 'failed');
    await send(canvas, 'RETRY');
    await answer(canvas, 'Succeed with the last page');
    await expectState(canvas, 'showing');
    await expectContext(canvas, '"c2"');
  },
};
