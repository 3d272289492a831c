import { describe, expect, it } from 'vitest';
import { formatCount, truncate } from './format';

describe('truncate', () => {
  it('cuts after the last whole word that fits, with one ellipsis, at most the limit in all', () => {
    const text = 'Deep ruby, with black fruit and spice; twelve months in French oak fill the mouth with warmth and a long finish.';
    const cut = truncate(text, 100);
    expect(cut).toBe('Deep ruby, with black fruit and spice; twelve months in French oak fill the mouth with warmth and a…');
    expect(cut.length).toBeLessThanOrEqual(100);
  });

  it('never ends in a word cut in two, a space or punctuation before the ellipsis', () => {
    expect(truncate('Twelve months in oak', 8)).toBe('Twelve…');
    expect(truncate('Twelve  months in oak', 9)).toBe('Twelve…');
    expect(truncate('Bright. Fresh and long', 9)).toBe('Bright…');
    expect(truncate('Notes of plum, fig, and cocoa', 16)).toBe('Notes of plum…');
    expect(truncate('A full-bodied red', 11)).toBe('A full…');
  });

  it('cuts a first word longer than the limit where the limit falls', () => {
    expect(truncate('a'.repeat(120), 100)).toBe(`${'a'.repeat(99)}…`);
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

describe('formatCount in Spanish', () => {
  it('groups thousands with dots, as the Spanish prices do', () => {
    expect(formatCount(1234, 'es-UY')).toBe('1.234');
    expect(formatCount(12, 'es-UY')).toBe('12');
  });
});
