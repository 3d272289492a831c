import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineFlow, expectLogged, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { createMemoryStorage } from '../store/memoryStorage';
import { createShopStore } from '../store/shopStore';
import { ageGateMachine } from './ageGate.machine';

const flow = defineFlow({
  machine: ageGateMachine,
  // A first visit: the store still asks for the shopper's age.
  input: () => ({ store: createShopStore({ storage: createMemoryStorage() }) }),
  events: [{ type: 'YES' }, { type: 'NO' }, { type: 'DISMISS' }],
  services: {},
  effects: ['leaveSite'],
});

const meta = { title: 'Flows/Age gate', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const Underage: Story = {
  play: async ({ canvas }) => {
    await expectState(canvas, 'asking');
    await send(canvas, 'NO');
    await expectState(canvas, 'leaving');
    await expectLogged(canvas, 'https://www.google.com/');
  },
};
