import { describe, expect, it } from 'vitest';
import { addDays, formatDate, formatPrice, truncate } from './format';

describe('formatPrice', () => {
  it('puts UYU after the grouped amount', () => {
    expect(formatPrice(1290)).toBe('1,290 UYU');
    expect(formatPrice(0)).toBe('0 UYU');
  });

  it('keeps cents only when there are some', () => {
    expect(formatPrice(499.5)).toBe('499.5 UYU');
    expect(formatPrice(10.256)).toBe('10.26 UYU');
  });
});

describe('formatDate', () => {
  it('renders dd MMM yyyy with a zero-padded day', () => {
    expect(formatDate(new Date(2026, 2, 7))).toBe('07 Mar 2026');
    expect(formatDate(new Date(2023, 11, 31))).toBe('31 Dec 2023');
  });
});

describe('truncate', () => {
  it('cuts at the limit and adds an ellipsis', () => {
    const text = 'a'.repeat(120);
    expect(truncate(text, 100)).toBe(`${'a'.repeat(100)}...`);
  });

  it('leaves text at or under the limit untouched', () => {
    expect(truncate('a'.repeat(100), 100)).toBe('a'.repeat(100));
    expect(truncate('short', 100)).toBe('short');
  });
});

describe('addDays', () => {
  it('moves across month ends at local midnight', () => {
    const result = addDays(new Date(2026, 0, 30, 15, 45), 5);
    expect(result).toEqual(new Date(2026, 1, 4));
  });
});
