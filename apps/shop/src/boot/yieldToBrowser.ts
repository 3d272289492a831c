/** `scheduler.yield()` where the browser has it (Chromium 129 and later): the rest runs ahead of other tasks. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the task under way and resumes in a new one, so the browser can draw a frame or answer a tap in
 * between: the takeover's steps each take a few milliseconds, and run back to back they made one task of
 * 30 to 40 ms (120 to 170 for Lighthouse's phone, four times slower: most of the home page's total
 * blocking time).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}
