import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

describe('Content-Security-Policy', () => {
  const openPage = useBrowser();

  it('refuses a script injected into a page, and reports the violation that would fail a journey', async () => {
    const violations: string[] = [];
    const page = await openPage({ onCspViolation: (violation) => violations.push(violation) });
    await page.goto('/our-wines');
    const injectedRan = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
      return 'injectedRan' in window;
    });
    expect(injectedRan).toBe(false);
    await expect.poll(() => violations).toEqual([expect.stringMatching(/^script-src-elem refused inline at .*\/our-wines:\d+$/)]);
  });
});
