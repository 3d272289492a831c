import type { CartLine, ProductSummary } from '../types';

/**
 * The cart rules of spec sections 4, 5 and 9 as pure functions. The persisted store's transitions
 * are built from them, and the machines use the same functions to decide what to tell the shopper,
 * so each rule exists once. Totals are @cellar/domain's, shared with the API's orders.
 */

export function findLine(lines: readonly CartLine[], id: number): CartLine | undefined {
  return lines.find((line) => line.id === id);
}

export function canIncrease(line: CartLine): boolean {
  return line.qty < line.stock;
}

export function canReduce(line: CartLine): boolean {
  return line.qty > 1;
}

/** addToCart of the spec: appends only when the id is not in the cart yet. */
export function appendLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  return findLine(lines, line.id) ? [...lines] : [...lines, line];
}

export function removeLine(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

export function increaseQty(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.map((line) => (line.id === id && canIncrease(line) ? { ...line, qty: line.qty + 1 } : line));
}

export function reduceQty(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.map((line) => (line.id === id && canReduce(line) ? { ...line, qty: line.qty - 1 } : line));
}

export type AddOutcome = 'added' | 'increased' | 'outOfStock' | 'atStockLimit';

/** What adding one bottle of `product` would do; the caller refuses the last two outcomes. */
export function addOutcome(lines: readonly CartLine[], product: ProductSummary): AddOutcome {
  if (product.stock < 1) return 'outOfStock';
  const line = findLine(lines, product.id);
  if (!line) return 'added';
  return line.qty < product.stock ? 'increased' : 'atStockLimit';
}

/**
 * Product page and Buy Again: one more bottle of `product`. The product's stock is the freshest one
 * known, so it replaces the line's; a wine without stock is never added (a deviation, see README).
 */
export function addProduct(lines: readonly CartLine[], product: ProductSummary): CartLine[] {
  switch (addOutcome(lines, product)) {
    case 'added': {
      const { id, name, img, unitPrice, stock } = product;
      return appendLine(lines, { id, name, img, unitPrice, stock, qty: 1 });
    }
    case 'increased':
      return lines.map((line) => (line.id === product.id ? { ...line, stock: product.stock, qty: line.qty + 1 } : line));
    case 'outOfStock':
    case 'atStockLimit':
      return [...lines];
  }
}
