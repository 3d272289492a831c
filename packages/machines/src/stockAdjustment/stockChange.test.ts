import { describe, expect, it } from 'vitest';
import { stockChange } from './stockChange';

describe('stockChange', () => {
  it('adds the bottles that arrived, takes away the broken ones, and sets a count', () => {
    expect(stockChange('restock', '24', 3)).toEqual({ change: 24 });
    expect(stockChange('breakage', '2', 3)).toEqual({ change: -2 });
    expect(stockChange('count correction', '1', 3)).toEqual({ change: -2 });
    expect(stockChange('count correction', '10', 3)).toEqual({ change: 7 });
    expect(stockChange('count correction', ' 0 ', 3)).toEqual({ change: -3 });
  });

  it('asks for a reason before anything else', () => {
    expect(stockChange(null, '24', 3)).toEqual({ error: 'Choose a reason.' });
  });

  it.each(['', ' ', '-2', '1.5', '1e3', 'twelve', '0x10'])('refuses %j as a number of bottles', (quantity) => {
    expect(stockChange('restock', quantity, 3)).toEqual({ error: 'Enter a whole number of bottles.' });
  });

  it('refuses changes that change nothing or go below zero', () => {
    expect(stockChange('restock', '0', 3)).toEqual({ error: 'Enter how many bottles arrived.' });
    expect(stockChange('breakage', '0', 3)).toEqual({ error: 'Enter how many bottles were broken.' });
    expect(stockChange('breakage', '4', 3)).toEqual({ error: 'Only 3 bottles are in stock.' });
    expect(stockChange('breakage', '2', 1)).toEqual({ error: 'Only 1 bottle is in stock.' });
    expect(stockChange('count correction', '3', 3)).toEqual({ error: 'The stock is already 3: there is nothing to correct.' });
    expect(stockChange('restock', '1000001', 3)).toEqual({ error: 'Enter at most 1,000,000 bottles.' });
  });
});
