import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer, anyCallProblems, defineFlow, expectContext, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { sampleUser } from '../testing/fixtures';
import { forgotPasswordMachine } from './forgotPassword.machine';

const flow = defineFlow({
  machine: forgotPasswordMachine,
  input: () => undefined,
  events: [
    { label: "EMAIL.CHANGE to the customer's", event: { type: 'EMAIL.CHANGE', value: sampleUser.email } },
    { label: 'EMAIL.CHANGE to half an email', event: { type: 'EMAIL.CHANGE', value: 'ana@' } },
    { type: 'SUBMIT' },
  ],
  services: {
    requestReset: {
      succeed: { 'the ask answered': { validMinutes: 60 } },
      fail: {
        'too many asks': { status: 429, code: 'rateLimited', params: { minutes: 60 }, detail: 'Too many attempts. Please wait 60 minutes and try again.' },
        ...anyCallProblems,
      },
    },
  },
  effects: [],
});

const meta = { title: 'Flows/Forgot password', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const RefusedThenAsked: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'EMAIL.CHANGE to half an email');
    await send(canvas, 'SUBMIT');
    await expectState(canvas, 'editing');
    await expectContext(canvas, '"key": "field.emailInvalid"');
    await send(canvas, "EMAIL.CHANGE to the customer's");
    await send(canvas, 'SUBMIT');
    await expectState(canvas, 'asking');
    await answer(canvas, 'Succeed with the ask answered');
    await expectState(canvas, 'asked');
    await expectContext(canvas, '"validMinutes": 60');
  },
};
