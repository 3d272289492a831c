import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it('puts UYU after the grouped amount', () => {
    expect(formatPrice(1290)).toBe('1,290 UYU');
    expect(formatPrice(1234567)).toBe('1,234,567 UYU');
    expect(formatPrice(0)).toBe('0 UYU');
  });

  it('keeps cents only when there are some', () => {
    expect(formatPrice(499.5)).toBe('499.5 UYU');
    expect(formatPrice(10.256)).toBe('10.26 UYU');
  });
});
