import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer, anyCallProblems, defineFlow, expectContext, expectLogged, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { createMemoryStorage } from '../store/memoryStorage';
import { createShopStore } from '../store/shopStore';
import { sampleUser } from '../testing/fixtures';
import type { SignupForm } from '../types';
import { sessionMachine } from './session.machine';

const { id: _id, token: _token, avatar: _avatar, ...account } = sampleUser;
const signup: SignupForm = { ...account, password: 'secret-12', confirmPassword: 'secret-12' };
const signupFields = Object.entries(signup) as Array<[keyof SignupForm, string]>;

const flow = defineFlow({
  machine: sessionMachine,
  input: () => ({ store: createShopStore({ storage: createMemoryStorage() }) }),
  events: [
    { label: 'LOGIN as the customer', event: { type: 'LOGIN', credentials: { email: sampleUser.email, password: 'secret-12' } } },
    { label: 'LOGIN without a password', event: { type: 'LOGIN', credentials: { email: sampleUser.email, password: '' } } },
    { type: 'LOGOUT' },
    ...signupFields.map(([field, value]) => ({ label: `SIGNUP.CHANGE ${field}`, event: { type: 'SIGNUP.CHANGE' as const, field, value } })),
    { type: 'SIGNUP.SUBMIT' },
    { label: 'PROFILE.SAVE a new address', event: { type: 'PROFILE.SAVE', changes: { ...account, address: 'Rambla 99', avatar: null } } },
    { type: 'SESSION.EXPIRED', token: sampleUser.token },
    { label: 'LOGIN.OFFER after a new password', event: { type: 'LOGIN.OFFER', email: sampleUser.email } },
  ],
  services: {
    login: {
      succeed: { 'the customer': sampleUser },
      fail: { 'a wrong password': { status: 401, detail: 'The email or password is incorrect.' }, ...anyCallProblems },
    },
    logout: { succeed: { 'the token revoked': undefined }, fail: anyCallProblems },
    signup: {
      succeed: { 'the account made': undefined },
      fail: {
        'the email taken': { status: 409, detail: 'email taken', errors: [{ field: 'email', code: 'taken', message: 'email taken' }] },
        ...anyCallProblems,
      },
    },
    updateProfile: { succeed: { 'the profile saved': { ...sampleUser, address: 'Rambla 99' } }, fail: anyCallProblems },
  },
  effects: ['navigate', 'notify'],
  outside: [
    { label: 'Another tab logs in', run: ({ store }) => store.trigger.userSet({ user: sampleUser }) },
    { label: 'Another tab logs out', run: ({ store }) => store.trigger.loggedOut() },
  ],
  selfSent: ['user.changed'],
});

const meta = { title: 'Flows/Session', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const LoginRefusedThenMade: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'LOGIN as the customer');
    await expectState(canvas, 'loggingIn');
    await answer(canvas, 'Fail with a wrong password');
    await expectState(canvas, 'loggedOut');
    await expectContext(canvas, '"code": "wrongLogin"');
    await send(canvas, 'LOGIN as the customer');
    await answer(canvas, 'Succeed with the customer');
    await expectState(canvas, 'loggedIn');
    await expectLogged(canvas, 'navigate {"to":"/"}');
  },
};
