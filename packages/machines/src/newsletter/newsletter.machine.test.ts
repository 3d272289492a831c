import { expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { NEWSLETTER_TOAST } from '../messages';
import { newsletterMachine } from './newsletter.machine';

it('newsletter: send shows the in-development toast and clears the input', () => {
  const notify = vi.fn();
  const actor = createActor(newsletterMachine.provide({ actions: { notify } })).start();
  actor.send({ type: 'EMAIL.CHANGE', value: 'ana@example.com' });
  expect(actor.getSnapshot().context.email).toBe('ana@example.com');
  actor.send({ type: 'SEND' });
  expect(notify).toHaveBeenCalledExactlyOnceWith(expect.anything(), NEWSLETTER_TOAST);
  expect(actor.getSnapshot().context.email).toBe('');
});
