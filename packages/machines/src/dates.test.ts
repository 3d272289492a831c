import { describe, expect, it } from 'vitest';
import { formatDisplayDate, isInShippingWindow, shippingWindow, todayInShopTimeZone } from './dates';

describe('dates', () => {
  it('formats calendar dates and instants as dd MMM yyyy', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('05 Mar 2026');
    // 02:00 UTC on 1 January is still 31 December in Montevideo (UTC-3).
    expect(formatDisplayDate('2026-01-01T02:00:00Z')).toBe('31 Dec 2025');
    expect(formatDisplayDate(new Date('2026-07-14T15:00:00Z'))).toBe('14 Jul 2026');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDisplayDate('soon')).toBe('soon');
  });

  it("takes today's date in Montevideo, not in the host's zone", () => {
    expect(todayInShopTimeZone(new Date('2026-03-06T01:30:00Z'))).toBe('2026-03-05');
    expect(todayInShopTimeZone(new Date('2026-03-06T03:30:00Z'))).toBe('2026-03-06');
  });

  it('allows shipping from today to today plus 5 days, across a month end', () => {
    expect(shippingWindow('2026-02-26')).toEqual({ earliest: '2026-02-26', latest: '2026-03-03' });
    expect(isInShippingWindow('2026-02-26', '2026-02-26')).toBe(true);
    expect(isInShippingWindow('2026-03-03', '2026-02-26')).toBe(true);
    expect(isInShippingWindow('2026-03-04', '2026-02-26')).toBe(false);
    expect(isInShippingWindow('2026-02-25', '2026-02-26')).toBe(false);
    expect(isInShippingWindow('2026-02-30', '2026-02-26')).toBe(false);
  });
});
