import { describe, expect, it } from 'vitest';
import { parseLocaleNumber, parsePriceText } from './numberInput';

describe('parseLocaleNumber', () => {
  it('reads the numbers Uruguayans type: a dot groups thousands, a comma starts the decimals', () => {
    expect(parseLocaleNumber('1.490', 'es-UY')).toBe(1490);
    expect(parseLocaleNumber('1490', 'es-UY')).toBe(1490);
    expect(parseLocaleNumber(' 12.345.678 ', 'es-UY')).toBe(12345678);
    expect(parseLocaleNumber('1.490,50', 'es-UY', { decimals: true })).toBe(1490.5);
    expect(parseLocaleNumber('0,5', 'es-UY', { decimals: true })).toBe(0.5);
  });

  it('reads English numbers as it always did, grouped by commas or not', () => {
    expect(parseLocaleNumber('1,490', 'en')).toBe(1490);
    expect(parseLocaleNumber('1490', 'en')).toBe(1490);
    expect(parseLocaleNumber('1,490.50', 'en', { decimals: true })).toBe(1490.5);
  });

  it("refuses a mark in the wrong place, the other locale's decimals, and decimals where none are allowed", () => {
    expect(parseLocaleNumber('1.49', 'es-UY')).toBeNull();
    expect(parseLocaleNumber('14.90', 'es-UY')).toBeNull();
    expect(parseLocaleNumber('1,490', 'es-UY')).toBeNull();
    expect(parseLocaleNumber('1.490,50', 'es-UY')).toBeNull();
    expect(parseLocaleNumber('1.490,50', 'en', { decimals: true })).toBeNull();
    expect(parseLocaleNumber('1,49', 'en')).toBeNull();
    expect(parseLocaleNumber('', 'en')).toBeNull();
    expect(parseLocaleNumber('-5', 'en')).toBeNull();
    expect(parseLocaleNumber('12a', 'en')).toBeNull();
  });
});

describe('parsePriceText', () => {
  it('reads thousands and cents written either way', () => {
    expect(parsePriceText('1.200')).toBe(1200);
    expect(parsePriceText('1,200')).toBe(1200);
    expect(parsePriceText('1.200,50')).toBe(1200.5);
    expect(parsePriceText('1,200.50')).toBe(1200.5);
    expect(parsePriceText('499,5')).toBe(499.5);
    expect(parsePriceText(' 12000 ')).toBe(12000);
  });

  it('refuses what is not a price', () => {
    expect(parsePriceText('1.20.0')).toBeNull();
    expect(parsePriceText('12,3456')).toBeNull();
    expect(parsePriceText('.')).toBeNull();
  });
});
