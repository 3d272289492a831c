import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, setup } from 'xstate';
import { expectFullModelCoverage } from './modelPaths';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

// A lamp that breaks only once worn out, which by default it never is, so 'broken' is unreachable.
const lamp = setup({
  types: { events: {} as { type: 'TOGGLE' } | { type: 'BREAK' } },
  guards: { wornOut: () => false },
}).createMachine({
  id: 'lamp',
  initial: 'off',
  states: {
    off: { on: { TOGGLE: 'on' } },
    on: { on: { TOGGLE: 'off', BREAK: { guard: 'wornOut', target: 'broken' } }, after: { 1000: 'off' } },
    broken: {},
  },
});

const states = { off: () => undefined, on: () => undefined, broken: () => undefined };

// Tickets are numbered by a counter shared by every run, as random keys would be: the model's walk
// and each real run get different numbers.
let ticketsIssued = 0;
const queue = setup({
  types: { input: {} as { issue: () => number }, context: {} as { issue: () => number; ticket: number | null }, events: {} as { type: 'TAKE' } },
}).createMachine({
  id: 'queue',
  context: ({ input }) => ({ issue: input.issue, ticket: null }),
  initial: 'waiting',
  states: { waiting: { on: { TAKE: { target: 'served', actions: assign({ ticket: ({ context }) => context.issue() }) } } }, served: {} },
});
const queueSpec = {
  name: 'queue',
  machine: queue,
  scenarios: { open: () => ({ input: { issue: () => (ticketsIssued += 1) } }) },
  events: [],
  states: { waiting: () => undefined, served: () => undefined },
};

describe('expectFullModelCoverage', () => {
  it('fails and names what was never reached', async () => {
    const run = expectFullModelCoverage({ name: 'lamp', machine: lamp, scenarios: { dark: () => ({ input: undefined }) }, events: [], states });
    await expect(run).rejects.toThrow(/lamp.broken/);
  });

  it('fails when a state has no assertion', async () => {
    const run = expectFullModelCoverage({
      name: 'lamp',
      machine: lamp,
      scenarios: { dark: () => ({ input: undefined }) },
      events: [],
      states: { off: () => undefined },
    });
    await expect(run).rejects.toThrow(/no assertion for state 'on'/);
  });

  it('fails when an assertion at a state fails', async () => {
    const run = expectFullModelCoverage({
      name: 'lamp',
      machine: lamp,
      scenarios: { dark: () => ({ input: undefined }) },
      events: [],
      // Wrong on purpose: the 1000 ms timer runs only while the lamp is on.
      states: { ...states, off: () => expect(vi.getTimerCount()).toBe(1) },
    });
    await expect(run).rejects.toThrow(/to be 1/);
  });

  it('fails when a value made at run time is compared with the model', async () => {
    await expect(expectFullModelCoverage(queueSpec)).rejects.toThrow(/: context/);
  });

  it('compares only the part of the context that modelContext names', async () => {
    const report = await expectFullModelCoverage({ ...queueSpec, modelContext: ({ ticket }) => ({ served: ticket !== null }) });
    expect(report.transitions).toMatchObject({ covered: 1, total: 1 });
  });

  it('passes a fully reachable machine, taking the delayed transition on the fake clock', async () => {
    const timedLamp = lamp.provide({ guards: { wornOut: () => true } });
    const report = await expectFullModelCoverage({
      name: 'lamp',
      machine: timedLamp,
      scenarios: { dark: () => ({ input: undefined }) },
      events: [],
      states: { ...states, on: () => expect(vi.getTimerCount()).toBe(1) },
    });
    expect(report.states).toMatchObject({ covered: 3, total: 3 });
    expect(report.transitions).toMatchObject({ covered: 4, total: 4 });
  });
});
