import { afterEach, describe, expect, it, vi } from 'vitest';
import { LaggingDrops } from './lagging-drops';

afterEach(() => void vi.useRealTimers());

describe('drops that may lag', () => {
  it('drops a tag not dropped within the lag at once, and one dropped within it at most the lag later, with every other that waited', () => {
    vi.useFakeTimers();
    const dropped: string[][] = [];
    const drops = new LaggingDrops((tags) => dropped.push([...tags]), 800);
    drops.add(['product:1']);
    expect(dropped).toEqual([['product:1']]);
    vi.advanceTimersByTime(100);
    drops.add(['product:1', 'product:2']);
    // product:2 had not been dropped: at once; product:1 waits.
    expect(dropped).toEqual([['product:1'], ['product:2']]);
    vi.advanceTimersByTime(300);
    // Waits too, and goes with product:1, 800 ms after product:1 began to wait.
    drops.add(['product:2']);
    vi.advanceTimersByTime(499);
    expect(dropped).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(dropped).toEqual([['product:1'], ['product:2'], ['product:1', 'product:2']]);
    // Quiet for a whole lag: the next drop is at once again.
    vi.advanceTimersByTime(800);
    drops.add(['product:1']);
    expect(dropped.at(-1)).toEqual(['product:1']);
    expect(dropped).toHaveLength(4);
    drops.close();
  });
});
