import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { catalogueFilterMachine, visibleProducts } from './catalogueFilter.machine';

const wines = [
  { id: 1, name: 'Malbec', category: { id: 10 } },
  { id: 2, name: 'Tannat', category: { id: 20 } },
  { id: 3, name: 'Merlot', category: { id: 10 } },
];

describe('catalogue filter', () => {
  it('starts on Show All', () => {
    const actor = createActor(catalogueFilterMachine).start();
    expect(actor.getSnapshot().context.categoryId).toBeNull();
    expect(visibleProducts(wines, actor.getSnapshot().context.categoryId)).toHaveLength(3);
  });

  it('shows one category at a time and back to all', () => {
    const actor = createActor(catalogueFilterMachine).start();
    actor.send({ type: 'SELECT', categoryId: 10 });
    expect(visibleProducts(wines, actor.getSnapshot().context.categoryId).map((wine) => wine.name)).toEqual(['Malbec', 'Merlot']);
    actor.send({ type: 'SELECT', categoryId: 20 });
    expect(visibleProducts(wines, actor.getSnapshot().context.categoryId).map((wine) => wine.name)).toEqual(['Tannat']);
    actor.send({ type: 'SELECT', categoryId: null });
    expect(actor.getSnapshot().matches('all')).toBe(true);
    expect(visibleProducts(wines, actor.getSnapshot().context.categoryId)).toHaveLength(3);
  });
});
