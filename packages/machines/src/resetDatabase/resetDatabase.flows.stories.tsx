import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer, anyCallProblems, defineFlow, expectContext, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { userEvent } from 'storybook/test';
import { createMemoryStorage } from '../store/memoryStorage';
import { createShopStore } from '../store/shopStore';
import { resetDatabaseMachine } from './resetDatabase.machine';

const flow = defineFlow({
  machine: resetDatabaseMachine,
  // A first visit to the demo: the welcome modal offers the reset.
  input: () => ({ store: createShopStore({ storage: createMemoryStorage() }), sessionStorage: createMemoryStorage(), demoMode: true }),
  events: [{ type: 'RESET' }, { type: 'CLOSE' }, { type: 'TOAST.CLOSE' }],
  services: {
    resetDatabase: {
      succeed: { 'the demo data reset': undefined },
      fail: { 'the server busy': { status: 503, detail: 'The shop is busy for a moment. Please try again in a few seconds.' }, ...anyCallProblems },
    },
  },
});

const meta = { title: 'Flows/Database reset', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const ResetThenToastRunsOut: Story = {
  play: async ({ canvas }) => {
    await expectState(canvas, 'open');
    await send(canvas, 'RESET');
    await answer(canvas, 'Succeed with the demo data reset');
    await expectState(canvas, 'toast');
    await expectContext(canvas, '"databaseToast": true');
    await userEvent.click(canvas.getByRole('button', { name: 'Let 3000 ms pass' }));
    await expectState(canvas, 'closed');
    await expectContext(canvas, '"databaseToast": false');
  },
};

export const ResetFailsAndTheToastStillShows: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'RESET');
    await answer(canvas, 'Fail with the server busy');
    // The original carries on when the reset fails: the toast shows, and TOAST.CLOSE ends it.
    await expectState(canvas, 'toast');
    await send(canvas, 'TOAST.CLOSE');
    await expectState(canvas, 'closed');
  },
};
