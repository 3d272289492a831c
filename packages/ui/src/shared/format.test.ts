import { describe, expect, it } from 'vitest';
import { truncate } from './format';

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
