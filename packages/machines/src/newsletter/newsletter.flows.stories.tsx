import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineFlow, FlowExplorer, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { sampleUser } from '../testing/fixtures';
import { newsletterMachine } from './newsletter.machine';

const flow = defineFlow({
  machine: newsletterMachine,
  input: () => undefined,
  events: [{ type: 'EMAIL.CHANGE', value: sampleUser.email }, { type: 'SEND' }],
  services: {},
  effects: ['notify'],
});

const meta = { title: 'Flows/Newsletter', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;

export const Explore: StoryObj<typeof meta> = { play: showsEveryStateAndEvent(flow) };
