import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer, anyCallProblems, defineFlow, expectContext, expectLogged, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { sampleUser } from '../testing/fixtures';
import { changePasswordMachine } from './changePassword.machine';

const WRONG = 'That is not your current password.';

const flow = defineFlow({
  machine: changePasswordMachine,
  input: () => ({ user: sampleUser }),
  events: [
    { label: 'CHANGE currentPassword', event: { type: 'CHANGE', field: 'currentPassword', value: 'old-cork-2026' } },
    { label: 'CHANGE newPassword', event: { type: 'CHANGE', field: 'newPassword', value: 'new-cork-2026' } },
    { label: 'CHANGE confirmPassword', event: { type: 'CHANGE', field: 'confirmPassword', value: 'new-cork-2026' } },
    { type: 'SUBMIT' },
  ],
  services: {
    changePassword: {
      succeed: { 'the password changed': undefined },
      fail: {
        'a wrong current password': { status: 400, code: 'currentPasswordWrong', detail: WRONG, errors: [{ field: 'currentPassword', code: 'invalid', message: WRONG }] },
        'too many tries': { status: 429, code: 'rateLimited', params: { minutes: 15 }, detail: 'Too many attempts. Please wait 15 minutes and try again.' },
        ...anyCallProblems,
      },
    },
  },
  effects: ['notify'],
});

const meta = { title: 'Flows/Change password', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const WrongThenChanged: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'CHANGE currentPassword');
    await send(canvas, 'CHANGE newPassword');
    await send(canvas, 'CHANGE confirmPassword');
    await send(canvas, 'SUBMIT');
    await answer(canvas, 'Fail with a wrong current password');
    await expectState(canvas, 'editing');
    await expectContext(canvas, '"key": "problem.currentPasswordWrong"');
    await send(canvas, 'SUBMIT');
    await answer(canvas, 'Succeed with the password changed');
    await expectLogged(canvas, 'notify');
    await expectContext(canvas, '"newPassword": ""');
  },
};
