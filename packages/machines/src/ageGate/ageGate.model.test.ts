import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createShopStore } from '../store/shopStore';
import { createMemoryStorage } from '../store/memoryStorage';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { AGE_GATE_EXIT_URL, ageGateMachine } from './ageGate.machine';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function scenario(verified: boolean) {
  return () => {
    const store = createShopStore({ storage: createMemoryStorage() });
    if (verified) store.trigger.pageChanged({ ageVerification: false });
    return { input: { store }, store, leaveSite: vi.fn() };
  };
}

it('age gate: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'ageGate',
    machine: ageGateMachine,
    implement: (machine, { leaveSite }) => machine.provide({ actions: { leaveSite } }),
    scenarios: { firstVisit: scenario(false), returningAdult: scenario(true) },
    events: [{ type: 'YES' }, { type: 'NO' }, { type: 'DISMISS' }],
    states: {
      asking: (_snapshot, { store, leaveSite }) => {
        expect(store.getSnapshot().context.page.ageVerification).toBe(true);
        expect(leaveSite).not.toHaveBeenCalled();
      },
      passed: (_snapshot, { store, leaveSite }) => {
        expect(store.getSnapshot().context.page.ageVerification).toBe(false);
        expect(leaveSite).not.toHaveBeenCalled();
      },
      leaving: (_snapshot, { store, leaveSite }) => {
        expect(leaveSite).toHaveBeenCalledExactlyOnceWith(expect.anything(), { url: AGE_GATE_EXIT_URL });
        expect(store.getSnapshot().context.page.ageVerification).toBe(true);
      },
    },
  });
});
