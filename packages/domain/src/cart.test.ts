import { describe, expect, it } from 'vitest';
import { lineSubtotal, totalAmount, totalItems } from './cart';

const lines = [
  { unitPrice: 500, qty: 2 },
  { unitPrice: 800, qty: 3 },
];

describe('totals', () => {
  it('price a line as unitPrice times qty', () => {
    expect(lineSubtotal(lines[0]!)).toBe(1000);
  });

  it('sum the lines, and count bottles rather than lines', () => {
    expect(totalAmount(lines)).toBe(1000 + 2400);
    expect(totalItems(lines)).toBe(5);
  });

  it('are zero for no lines', () => {
    expect(totalAmount([])).toBe(0);
    expect(totalItems([])).toBe(0);
  });
});
