import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer, anyCallProblems, defineFlow, expectContext, expectLogged, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { sampleStaff } from '../testing/fixtures';
import { staffLoginMachine } from './staffLogin.machine';

const flow = defineFlow({
  machine: staffLoginMachine,
  input: () => undefined,
  events: [{ label: 'LOGIN as staff', event: { type: 'LOGIN', credentials: { email: sampleStaff.email, password: 'cellar-admin-2026' } } }],
  services: {
    login: {
      succeed: { 'the member of staff': sampleStaff },
      fail: {
        'a wrong password': { status: 401, detail: 'The email or password is incorrect.' },
        'too many attempts': { status: 429, code: 'rateLimited', params: { minutes: 5 }, detail: 'Too many attempts. Please wait 5 minutes and try again.' },
        ...anyCallProblems,
      },
    },
  },
  effects: ['signedIn'],
});

const meta = { title: 'Flows/Staff login', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const RefusedThenSignedIn: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'LOGIN as staff');
    await answer(canvas, 'Fail with a wrong password');
    await expectState(canvas, 'editing');
    // Kept by its code, so the login says it in the staff member's language.
    await expectContext(canvas, '"code": "wrongLogin"');
    await send(canvas, 'LOGIN as staff');
    await answer(canvas, 'Succeed with the member of staff');
    await expectState(canvas, 'loggedIn');
    await expectLogged(canvas, 'signedIn');
  },
};
