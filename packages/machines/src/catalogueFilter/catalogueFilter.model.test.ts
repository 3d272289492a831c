import { expect, it } from 'vitest';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { catalogueFilterMachine } from './catalogueFilter.machine';

it('catalogue filter: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'catalogueFilter',
    machine: catalogueFilterMachine,
    scenarios: { showAll: () => ({ input: undefined }) },
    events: [
      { type: 'SELECT', categoryId: null },
      { type: 'SELECT', categoryId: 10 },
      { type: 'SELECT', categoryId: 20 },
    ],
    states: {
      all: (snapshot) => expect(snapshot.context.categoryId).toBeNull(),
      category: (snapshot) => expect([10, 20]).toContain(snapshot.context.categoryId),
    },
  });
});
