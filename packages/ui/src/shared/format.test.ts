import { describe, expect, it } from 'vitest';
import { formatCount, formatWines, truncate } from './format';

describe('truncate', () => {
  it('cuts at the limit and adds an ellipsis', () => {
    const text = 'a'.repeat(120);
    expect(truncate(text, 100)).toBe(`${'a'.repeat(100)}...`);
  });

  it('ends the cut text at its last character, not at a space before the ellipsis', () => {
    expect(truncate('Twelve months in oak', 7)).toBe('Twelve...');
    expect(truncate('Twelve  months in oak', 8)).toBe('Twelve...');
  });

  it('leaves text at or under the limit untouched', () => {
    expect(truncate('a'.repeat(100), 100)).toBe('a'.repeat(100));
    expect(truncate('short', 100)).toBe('short');
  });
});

describe('formatCount', () => {
  it('groups thousands like the prices', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(48000)).toBe('48,000');
  });
});

describe('formatWines', () => {
  it('says wine for one and wines otherwise', () => {
    expect(formatWines(1)).toBe('1 wine');
    expect(formatWines(0)).toBe('0 wines');
    expect(formatWines(24)).toBe('24 wines');
    expect(formatWines(1234)).toBe('1,234 wines');
  });
});
