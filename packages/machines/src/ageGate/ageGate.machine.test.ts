import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createShopStore } from '../store/shopStore';
import { createMemoryStorage } from '../store/memoryStorage';
import { AGE_GATE_EXIT_URL, ageGateMachine } from './ageGate.machine';

function start(options: { verified?: boolean } = {}) {
  const storage = createMemoryStorage();
  const store = createShopStore({ storage });
  if (options.verified) store.trigger.pageChanged({ ageVerification: false });
  const leaveSite = vi.fn();
  const actor = createActor(ageGateMachine.provide({ actions: { leaveSite } }), { input: { store } }).start();
  return { actor, store, storage, leaveSite };
}

describe('age gate', () => {
  it('asks a first-time visitor', () => {
    expect(start().actor.getSnapshot().matches('asking')).toBe(true);
  });

  it('Yes closes it and it stays closed after a reload', () => {
    const { actor, storage } = start();
    actor.send({ type: 'YES' });
    expect(actor.getSnapshot().matches('passed')).toBe(true);

    const reloaded = createActor(ageGateMachine, { input: { store: createShopStore({ storage }) } }).start();
    expect(reloaded.getSnapshot().matches('passed')).toBe(true);
  });

  it.each(['NO', 'DISMISS'] as const)('%s sends the visitor to a search engine and remembers nothing', (type) => {
    const { actor, store, leaveSite } = start();
    actor.send({ type });
    expect(leaveSite).toHaveBeenCalledWith(expect.anything(), { url: AGE_GATE_EXIT_URL });
    expect(store.getSnapshot().context.page.ageVerification).toBe(true);
  });

  it('does not show for a visitor who already said Yes', () => {
    const { actor, leaveSite } = start({ verified: true });
    expect(actor.getSnapshot().status).toBe('done');
    expect(leaveSite).not.toHaveBeenCalled();
  });
});
