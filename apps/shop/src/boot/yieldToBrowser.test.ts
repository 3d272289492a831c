import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yieldToBrowser';

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes in a later task, after what was already queued, not in the same one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToBrowser();
    order.push('resumed');
    expect(order).toEqual(['microtask', 'queued task', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToScheduler = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToScheduler });
    await yieldToBrowser();
    expect(yieldToScheduler).toHaveBeenCalledOnce();
  });
});
