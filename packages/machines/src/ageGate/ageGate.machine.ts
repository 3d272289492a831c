import { setup } from 'xstate';
import type { ShopStore } from '../store/shopStore';

/** Where a visitor who is not of age is sent: "an external search-engine page" (spec, Home). */
export const AGE_GATE_EXIT_URL = 'https://www.google.com/';

export interface AgeGateInput {
  store: ShopStore;
}

export interface AgeGateContext {
  store: ShopStore;
  /** ageVerification as it was persisted when the gate started. */
  mustAsk: boolean;
}

export type AgeGateEvent = { type: 'YES' } | { type: 'NO' } | { type: 'DISMISS' };

/**
 * Age gate (spec section 2 Home, section 4): shown while the persisted `page.ageVerification` is
 * true. 'Yes' turns it off for good; 'No' or dismissing leaves the shop for a search engine.
 *
 * Provide: action `leaveSite` (params `{ url: string }`), e.g. `window.location.assign(url)`;
 * the default does nothing.
 */
export const ageGateMachine = setup({
  types: {
    input: {} as AgeGateInput,
    context: {} as AgeGateContext,
    events: {} as AgeGateEvent,
  },
  actions: {
    rememberAdult: ({ context }) => context.store.trigger.pageChanged({ ageVerification: false }),
    leaveSite: (_, _params: { url: string }) => undefined,
  },
  guards: {
    mustAsk: ({ context }) => context.mustAsk,
  },
}).createMachine({
  id: 'ageGate',
  context: ({ input }) => ({ store: input.store, mustAsk: input.store.getSnapshot().context.page.ageVerification }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'mustAsk', target: 'asking' }, { target: 'passed' }],
    },
    asking: {
      on: {
        YES: { target: 'passed', actions: 'rememberAdult' },
        NO: { target: 'leaving' },
        DISMISS: { target: 'leaving' },
      },
    },
    passed: { type: 'final' },
    leaving: {
      type: 'final',
      entry: { type: 'leaveSite', params: { url: AGE_GATE_EXIT_URL } },
    },
  },
});
