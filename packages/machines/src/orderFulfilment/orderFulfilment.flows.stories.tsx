import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer, anyCallProblems, defineFlow, expectContext, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { orderFulfilmentMachine } from './orderFulfilment.machine';

const flow = defineFlow({
  machine: orderFulfilmentMachine,
  input: () => ({ orderId: 1001, status: 'paid' as const }),
  events: [
    { type: 'MOVE', to: 'in transit' },
    { type: 'MOVE', to: 'delivered' },
    { type: 'MOVE', to: 'rejected' },
    { type: 'MOVE', to: 'paid' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
  ],
  services: {
    moveOrder: {
      succeed: { 'in transit': { status: 'in transit' }, delivered: { status: 'delivered' }, rejected: { status: 'rejected' } },
      fail: { 'a move already made': { status: 409, code: 'orderFinal', params: { status: 'delivered' }, detail: 'This order is delivered: that is final.' }, ...anyCallProblems },
    },
  },
  effects: ['notify', 'moved'],
});

const meta = { title: 'Flows/Order fulfilment (back office)', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const RejectedAfterConfirming: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'MOVE rejected');
    await expectState(canvas, 'confirming');
    await send(canvas, 'CONFIRM');
    await answer(canvas, 'Succeed with rejected');
    await expectState(canvas, 'ready.moved');
    await expectContext(canvas, '"status": "rejected"');
  },
};

export const MoveRefusedByTheServer: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'MOVE in transit');
    await expectState(canvas, 'saving');
    await answer(canvas, 'Fail with a move already made');
    await expectState(canvas, 'ready.refused');
    // Kept by its code, so the order's page says it in the staff member's language.
    await expectContext(canvas, '"code": "orderFinal"');
    await expectContext(canvas, '"status": "paid"');
  },
};
