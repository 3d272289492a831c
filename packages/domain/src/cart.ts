/**
 * Totals of spec §9, for the cart (machines, UI) and for orders (the API) alike: a line's sub-total is
 * unitPrice times qty, the total amount their sum, and the items count bottles, not lines.
 */

export interface PricedLine {
  unitPrice: number;
  qty: number;
}

export function lineSubtotal(line: PricedLine): number {
  return line.unitPrice * line.qty;
}

export function totalAmount(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineSubtotal(line), 0);
}

export function totalItems(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.qty, 0);
}
