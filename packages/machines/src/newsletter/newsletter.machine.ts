import { assign, setup } from 'xstate';
import { NEWSLETTER_TOAST } from '../messages';
import type { ToastContent } from '../types';

export interface NewsletterContext {
  email: string;
}

export type NewsletterEvent = { type: 'EMAIL.CHANGE'; value: string } | { type: 'SEND' };

/**
 * Footer newsletter (spec section 5): sending subscribes nobody; it shows the toast 'Newsletter' /
 * 'This functionality is still in development!' and clears the input.
 *
 * Provide: action `notify` (params `ToastContent`); defaults to doing nothing.
 */
export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
  },
  actions: {
    notify: (_, _params: ToastContent) => undefined,
    setEmail: assign({ email: ({ context, event }) => (event.type === 'EMAIL.CHANGE' ? event.value : context.email) }),
    clearEmail: assign({ email: '' }),
  },
}).createMachine({
  id: 'newsletter',
  context: { email: '' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'EMAIL.CHANGE': { actions: 'setEmail' },
        SEND: { actions: [{ type: 'notify', params: NEWSLETTER_TOAST }, 'clearEmail'] },
      },
    },
  },
});
