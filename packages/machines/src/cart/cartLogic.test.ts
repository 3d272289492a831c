import { describe, expect, it } from 'vitest';
import type { CartLine, ProductSummary } from '../types';
import {
  addOutcome,
  addProduct,
  appendLine,
  canIncrease,
  canReduce,
  increaseQty,
  reduceQty,
  removeLine,
} from './cartLogic';

const malbec: ProductSummary = { id: 1, name: 'Malbec', img: 'malbec.png', unitPrice: 500, stock: 2 };
const tannat: ProductSummary = { id: 2, name: 'Tannat', img: 'tannat.png', unitPrice: 800, stock: 0 };
const line = (product: ProductSummary, qty: number): CartLine => ({ ...product, qty });

describe('cart rules', () => {
  it('appends a line only when the wine is not in the cart yet', () => {
    const once = appendLine([], line(malbec, 1));
    expect(appendLine(once, line(malbec, 2))).toEqual([line(malbec, 1)]);
  });

  it('removes a line by id', () => {
    expect(removeLine([line(malbec, 1), line({ ...tannat, stock: 3 }, 1)], 1).map((l) => l.id)).toEqual([2]);
  });

  it('raises qty only while it is below stock and never lowers it below 1', () => {
    const atOne = [line(malbec, 1)];
    const atTwo = increaseQty(atOne, 1);
    expect(atTwo[0]?.qty).toBe(2);
    expect(increaseQty(atTwo, 1)[0]?.qty).toBe(2);
    expect(reduceQty(atTwo, 1)[0]?.qty).toBe(1);
    expect(reduceQty(atOne, 1)[0]?.qty).toBe(1);
    expect(canIncrease(line(malbec, 2))).toBe(false);
    expect(canReduce(line(malbec, 1))).toBe(false);
  });

  it('adds a product as a new line of 1, then +1 up to its stock', () => {
    const first = addProduct([], malbec);
    expect(first).toEqual([line(malbec, 1)]);
    const second = addProduct(first, malbec);
    expect(second[0]?.qty).toBe(2);
    expect(addOutcome(second, malbec)).toBe('atStockLimit');
    expect(addProduct(second, malbec)[0]?.qty).toBe(2);
  });

  it('never adds a wine without stock', () => {
    expect(addOutcome([], tannat)).toBe('outOfStock');
    expect(addProduct([], tannat)).toEqual([]);
  });

  it('takes the fresher stock of the product when it changed since the line was made', () => {
    const stale = [line({ ...malbec, stock: 1 }, 1)];
    expect(addProduct(stale, { ...malbec, stock: 6 })[0]).toMatchObject({ qty: 2, stock: 6 });
  });

  it('never lowers a qty when the stock dropped below it: adding is simply refused', () => {
    const lines = [line({ ...malbec, stock: 5 }, 4)];
    expect(addOutcome(lines, { ...malbec, stock: 2 })).toBe('atStockLimit');
    expect(addProduct(lines, { ...malbec, stock: 2 })).toEqual(lines);
  });
});
