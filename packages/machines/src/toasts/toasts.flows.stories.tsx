import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineFlow, FlowExplorer, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { ADDED_TO_CART_TOAST, EMPTY_CART_TOAST } from '../messages';
import { toastsMachine } from './toasts.machine';

const flow = defineFlow({
  machine: toastsMachine,
  input: () => undefined,
  events: [
    { label: 'PUSH added to cart', event: { type: 'PUSH', toast: ADDED_TO_CART_TOAST } },
    { label: 'PUSH empty cart', event: { type: 'PUSH', toast: EMPTY_CART_TOAST } },
    { type: 'DISMISS', id: 'toast-1' },
    { type: 'DISMISS', id: 'toast-2' },
    { label: 'WITHDRAW added to cart', event: { type: 'WITHDRAW', toast: ADDED_TO_CART_TOAST } },
  ],
  services: {},
});

const meta = { title: 'Flows/Toasts', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;

export const Explore: StoryObj<typeof meta> = { play: showsEveryStateAndEvent(flow) };
