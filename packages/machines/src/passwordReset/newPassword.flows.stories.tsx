import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer, anyCallProblems, defineFlow, expectContext, expectLogged, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { newPasswordMachine } from './newPassword.machine';

const LINK_INVALID = 'This reset link no longer works: it was used, it expired, or it is not whole. Ask for a new one.';

const flow = defineFlow({
  machine: newPasswordMachine,
  input: () => ({ token: 'x'.repeat(43) }),
  events: [
    { label: 'CHANGE password', event: { type: 'CHANGE', field: 'password', value: 'tannat-and-toast' } },
    { label: 'CHANGE confirmPassword', event: { type: 'CHANGE', field: 'confirmPassword', value: 'tannat-and-toast' } },
    { label: 'CHANGE confirmPassword to another', event: { type: 'CHANGE', field: 'confirmPassword', value: 'tannat-and-jam' } },
    { type: 'SUBMIT' },
  ],
  services: {
    setPassword: {
      succeed: { 'the password set': { email: 'lucia@example.com' } },
      fail: { 'a used or expired link': { status: 400, code: 'resetLinkInvalid', detail: LINK_INVALID }, ...anyCallProblems },
    },
  },
  effects: ['navigate', 'notify', 'offerLogin'],
});

const meta = { title: 'Flows/New password', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const SavedThenLogin: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'CHANGE password');
    await send(canvas, 'CHANGE confirmPassword to another');
    await send(canvas, 'SUBMIT');
    await expectContext(canvas, '"key": "signup.passwordsDontMatch"');
    await send(canvas, 'CHANGE confirmPassword');
    await send(canvas, 'SUBMIT');
    await answer(canvas, 'Succeed with the password set');
    await expectState(canvas, 'saved');
    await expectLogged(canvas, 'offerLogin');
    await expectLogged(canvas, 'navigate');
  },
};

export const LinkNoLongerWorks: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'CHANGE password');
    await send(canvas, 'CHANGE confirmPassword');
    await send(canvas, 'SUBMIT');
    await answer(canvas, 'Fail with a used or expired link');
    await expectState(canvas, 'linkInvalid');
    await expectContext(canvas, '"password": ""');
  },
};
