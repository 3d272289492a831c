import { expect, it, vi } from 'vitest';
import { NEWSLETTER_TOAST } from '../messages';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { newsletterMachine } from './newsletter.machine';

it('newsletter: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'newsletter',
    machine: newsletterMachine,
    implement: (machine, { notify }) => machine.provide({ actions: { notify } }),
    scenarios: { empty: () => ({ input: undefined, notify: vi.fn() }) },
    events: [{ type: 'EMAIL.CHANGE', value: 'ana@example.com' }, { type: 'SEND' }],
    states: {
      editing: (snapshot, { notify }) => {
        expect(['', 'ana@example.com']).toContain(snapshot.context.email);
        for (const [, toast] of notify.mock.calls) expect(toast).toEqual(NEWSLETTER_TOAST);
      },
    },
  });
});
