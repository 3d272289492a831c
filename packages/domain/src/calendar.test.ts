import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, daysInPeriod, isInShippingWindow, isIsoDay, localDate, localDay, parseShopDay, shippingWindow, shopDay, shopNoon, shopToday } from './calendar';

// The project runs in a host zone far east of Montevideo (vitest.config.ts), so these also show the host's zone is ignored.
describe('the shop day', () => {
  afterEach(() => vi.useRealTimers());

  it("is Montevideo's calendar day, not the host's", () => {
    // 02:30 UTC on 1 March is still 28 February in Montevideo (UTC-3).
    expect(shopDay(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
    expect(shopDay(new Date('2026-03-06T01:30:00Z'))).toBe('2026-03-05');
    expect(shopDay(new Date('2026-03-06T03:30:00Z'))).toBe('2026-03-06');
  });

  it('is today by the clock', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T02:00:00Z') });
    expect(shopToday()).toBe('2025-12-31');
  });
});

describe('days', () => {
  it('are yyyy-mm-dd dates that exist', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2026-3-05')).toBe(false);
    expect(isIsoDay('20260305')).toBe(false);
    expect(isIsoDay('2026-03-05T00:00:00Z')).toBe(false);
  });

  it('start on 0001-01-01: a year 0000 is refused, as PostgreSQL refuses one', () => {
    for (const day of ['0000-01-01', '0000-02-29', '0000-12-31']) expect(isIsoDay(day), day).toBe(false);
    for (const day of ['0001-01-01', '9999-12-31']) expect(isIsoDay(day), day).toBe(true);
    expect(parseShopDay('0000-12-31')).toBeNull();
  });

  it('add across month and year ends, and backwards', () => {
    expect(addDays('2026-02-26', 5)).toBe('2026-03-03');
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('count a period with both its ends, across a year end and a leap day', () => {
    expect(daysInPeriod('2026-03-05', '2026-03-05')).toBe(1);
    expect(daysInPeriod('2025-12-30', '2026-01-02')).toBe(4);
    expect(daysInPeriod('2024-02-28', '2024-03-01')).toBe(3);
    expect(daysInPeriod('2026-03-06', '2026-03-05')).toBe(0);
    expect(daysInPeriod('2023-01-01', '2025-12-31')).toBe(1096);
  });

  it('convert to and from the local midnight the date picker works in', () => {
    const date = localDate('2026-03-07');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 7, 0]);
    expect(localDay(new Date(2026, 2, 7, 23, 59))).toBe('2026-03-07');
    expect(localDay(localDate('2026-12-31'))).toBe('2026-12-31');
  });
});

describe('a shipping date as sent', () => {
  it('is the day itself when it is a date', () => {
    expect(parseShopDay('2026-03-05')).toBe('2026-03-05');
  });

  it("is the day in Montevideo when it is a date-time, whatever its offset", () => {
    expect(parseShopDay('2026-03-05T15:00:00.000Z')).toBe('2026-03-05');
    expect(parseShopDay('2026-03-01T02:30:00Z')).toBe('2026-02-28');
    expect(parseShopDay('2026-02-28T23:30:00-03:00')).toBe('2026-02-28');
    expect(parseShopDay('2026-03-01T09:00:00+09:00')).toBe('2026-02-28');
    expect(parseShopDay('2026-02-28T23:30:00')).toBe('2026-02-28');
  });

  it('is nothing when it is no date', () => {
    for (const value of ['', 'tomorrow', '2026-02-30', '2026-02-30T10:00:00Z', '2026-03-05T25:00:00Z', '05/03/2026', '2026-03-05 10:00']) {
      expect(parseShopDay(value), value).toBeNull();
    }
  });
});

describe('a shipping date as answered', () => {
  it("is noon of the day in Montevideo, with the zone's offset, and reads back as the day", () => {
    for (const day of ['2026-11-28', '2026-03-05', '2026-12-31', '2027-01-01']) {
      expect(shopNoon(day)).toBe(`${day}T12:00:00-03:00`);
      expect(parseShopDay(shopNoon(day))).toBe(day);
    }
  });

  it('falls on the day in browsers from UTC-12 to UTC+8, and localDate shows it there in any zone', () => {
    const answered = shopNoon('2026-11-28');
    for (const timeZone of ['Etc/GMT+12', 'America/Montevideo', 'UTC', 'Europe/Madrid', 'Asia/Shanghai']) {
      expect(new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(answered)), timeZone).toBe('2026-11-28');
    }
    expect(localDay(localDate(answered))).toBe('2026-11-28');
    expect(localDay(localDate('2026-11-28'))).toBe('2026-11-28');
  });
});

describe('the shipping window', () => {
  it('runs from today to today plus 5 days, across a month end', () => {
    expect(shippingWindow('2026-02-26')).toEqual({ earliest: '2026-02-26', latest: '2026-03-03' });
    expect(isInShippingWindow('2026-02-26', '2026-02-26')).toBe(true);
    expect(isInShippingWindow('2026-03-03', '2026-02-26')).toBe(true);
    expect(isInShippingWindow('2026-03-04', '2026-02-26')).toBe(false);
    expect(isInShippingWindow('2026-02-25', '2026-02-26')).toBe(false);
  });

  it('holds only days that exist', () => {
    expect(isInShippingWindow('2026-02-30', '2026-02-26')).toBe(false);
    expect(isInShippingWindow('2026-03-01T10:00:00Z', '2026-02-26')).toBe(false);
  });
});
