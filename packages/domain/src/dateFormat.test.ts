import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './dateFormat';

describe('dates as the shop shows them', () => {
  it('are dd MMM yyyy with a zero-padded day, in the Date’s own calendar', () => {
    expect(formatDate(new Date(2026, 2, 7))).toBe('07 Mar 2026');
    expect(formatDate(new Date(2023, 11, 31, 23, 59))).toBe('31 Dec 2023');
  });

  it('show a day as that day', () => {
    expect(formatDay('2026-03-05')).toBe('05 Mar 2026');
    expect(formatDay('2026-09-30')).toBe('30 Sep 2026');
  });
});

describe('dates in Spanish', () => {
  it('are written as Uruguay writes them: the day, the short month without its dot, the year', () => {
    expect(formatDate(new Date(2026, 10, 27), 'es-UY')).toBe('27 nov 2026');
    expect(formatDay('2026-03-05', 'es-UY')).toBe('5 mar 2026');
  });
});

describe('dates inside a sentence', () => {
  it('name the month in full, in either language', () => {
    expect(formatDay('2026-12-09', 'en', 'long')).toBe('9 December 2026');
    expect(formatDay('2026-12-09', 'es-UY', 'long')).toBe('9 de diciembre de 2026');
  });
});
