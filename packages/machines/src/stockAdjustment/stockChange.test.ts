import { describe, expect, it } from 'vitest';
import { wordsFor } from '@cellar/i18n';
// The back office's words join the English runtime as they load.
import '@cellar/i18n/admin';
import { stockChange, type StockChange } from './stockChange';

const phraseArgs = (result: StockChange) => {
  if (!('error' in result)) throw new Error('no refusal');
  return [result.error.key, result.error.values] as const;
};

describe('stockChange', () => {
  it('adds the bottles that arrived, takes away the broken ones, and sets a count', () => {
    expect(stockChange('restock', '24', 3)).toEqual({ change: 24 });
    expect(stockChange('breakage', '2', 3)).toEqual({ change: -2 });
    expect(stockChange('count correction', '1', 3)).toEqual({ change: -2 });
    expect(stockChange('count correction', '10', 3)).toEqual({ change: 7 });
    expect(stockChange('count correction', ' 0 ', 3)).toEqual({ change: -3 });
  });

  it('asks for a reason before anything else', () => {
    expect(stockChange(null, '24', 3)).toEqual({ error: { key: 'admin.stock.reasonMissing' } });
  });

  it.each(['', ' ', '-2', '1.5', '1e3', 'twelve', '0x10'])('refuses %j as a number of bottles', (quantity) => {
    expect(stockChange('restock', quantity, 3)).toEqual({ error: { key: 'admin.stock.wholeNumber' } });
  });

  it('refuses changes that change nothing or go below zero', () => {
    expect(stockChange('restock', '0', 3)).toEqual({ error: { key: 'admin.stock.noneArrived' } });
    expect(stockChange('breakage', '0', 3)).toEqual({ error: { key: 'admin.stock.noneBroken' } });
    expect(stockChange('breakage', '4', 3)).toEqual({ error: { key: 'admin.stock.onlyInStock', values: { stock: 3 } } });
    expect(stockChange('count correction', '3', 3)).toEqual({ error: { key: 'admin.stock.nothingToCorrect', values: { stock: 3 } } });
    expect(stockChange('restock', '1000001', 3)).toEqual({ error: { key: 'admin.stock.tooMany', values: { max: 1_000_000 } } });
  });

  it("says a refusal in the staff member's language", () => {
    const english = wordsFor('en');
    const say = (quantity: string, stock: number) => english(...phraseArgs(stockChange('breakage', quantity, stock)));
    expect(say('4', 3)).toBe('Only 3 bottles are in stock.');
    expect(say('2', 1)).toBe('Only 1 bottle is in stock.');
  });
});
