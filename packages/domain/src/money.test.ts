import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceRange } from './money';

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

describe('formatPrice in Spanish', () => {
  // Intl joins the sign and the amount with a no-break space, so a price never breaks across lines.
  it('writes pesos as Uruguay does: the sign first, dots between thousands, no decimals for whole pesos', () => {
    expect(formatPrice(1290, 'es-UY')).toBe('$\u00a01.290');
    expect(formatPrice(1234567, 'es-UY')).toBe('$\u00a01.234.567');
  });

  it('writes cents, when there are some, as two decimals after a comma', () => {
    expect(formatPrice(499.5, 'es-UY')).toBe('$\u00a0499,50');
  });
});

describe('formatPriceRange', () => {
  it('names the currency once, where each locale writes it', () => {
    expect(formatPriceRange(700, 1199)).toBe('700 – 1,199 UYU');
    expect(formatPriceRange(700, 1199, 'es-UY')).toBe('$\u00a0700-1.199');
  });
});
