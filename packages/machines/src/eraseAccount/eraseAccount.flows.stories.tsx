import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer, anyCallProblems, defineFlow, expectContext, expectLogged, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { sampleUser } from '../testing/fixtures';
import { eraseAccountMachine } from './eraseAccount.machine';

const WRONG = 'That is not your current password.';

const flow = defineFlow({
  machine: eraseAccountMachine,
  input: () => ({ user: sampleUser }),
  events: [{ type: 'OPEN' }, { type: 'CANCEL' }, { label: 'CHANGE password', event: { type: 'CHANGE', value: 'first-cork-2026' } }, { type: 'SUBMIT' }],
  services: {
    eraseAccount: {
      succeed: { 'the account erased': undefined },
      fail: {
        'a wrong password': { status: 400, code: 'currentPasswordWrong', detail: WRONG, errors: [{ field: 'password', code: 'invalid', message: WRONG }] },
        'the demo account': { status: 403, code: 'demoAccountKept', detail: 'The demo account is shared by every visitor, so it cannot be erased.' },
        ...anyCallProblems,
      },
    },
  },
  effects: ['signOut', 'notify', 'navigate'],
});

const meta = { title: 'Flows/Erase account', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const WrongThenErased: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'OPEN');
    await send(canvas, 'CHANGE password');
    await send(canvas, 'SUBMIT');
    await answer(canvas, 'Fail with a wrong password');
    await expectState(canvas, 'confirming');
    await expectContext(canvas, '"key": "problem.currentPasswordWrong"');
    await send(canvas, 'SUBMIT');
    await answer(canvas, 'Succeed with the account erased');
    await expectState(canvas, 'erased');
    await expectLogged(canvas, 'signOut');
    await expectLogged(canvas, 'navigate');
  },
};
