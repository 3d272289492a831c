import { describe, expect, it } from 'vitest';
import { sampleWine } from '../testing/fixtures';
import { EMPTY_WINE_FORM, formOf, wineChanges, wineFormErrors, type WineForm } from './wineForm';

const tannat: WineForm = {
  name: ' Tannat Gran Guarda ',
  title: 'Tannat Gran Guarda 2018',
  slogan: 'Built to age',
  description: 'Dark cherry and cocoa.',
  unitPrice: '2450',
  stock: '12',
  categoryId: 1,
  featured: false,
};

describe('wineFormErrors', () => {
  it('has nothing to say about a complete form', () => {
    expect(wineFormErrors(tannat, true)).toEqual({});
  });

  it('names every missing field of an empty form', () => {
    expect(wineFormErrors(EMPTY_WINE_FORM, true)).toEqual({
      name: 'Give the wine a name.',
      title: 'Give the wine a title.',
      slogan: 'Give the wine a slogan.',
      description: 'Give the wine a description.',
      unitPrice: 'Enter the price in whole UYU, from 1 to 10,000,000.',
      categoryId: 'Choose a category.',
    });
  });

  it.each(['0', '-5', '12.5', '1e4', 'twelve', '10000001'])('refuses the price %j', (unitPrice) => {
    expect(wineFormErrors({ ...tannat, unitPrice }, false)).toEqual({ unitPrice: 'Enter the price in whole UYU, from 1 to 10,000,000.' });
  });

  it('checks the stock only when the wine is created', () => {
    expect(wineFormErrors({ ...tannat, stock: '-1' }, true)).toEqual({ stock: 'Enter the bottles in stock, from 0 to 1,000,000.' });
    expect(wineFormErrors({ ...tannat, stock: '-1' }, false)).toEqual({});
  });

  it('holds text to the contract’s lengths', () => {
    expect(wineFormErrors({ ...tannat, name: 'x'.repeat(121) }, false)).toEqual({ name: 'Keep a name to 120 characters.' });
    expect(wineFormErrors({ ...tannat, description: '   ' }, false)).toEqual({ description: 'Give the wine a description.' });
  });
});

describe('wineChanges', () => {
  it('sends every field of a new wine, trimmed and typed', () => {
    expect(wineChanges(tannat, null)).toEqual({
      name: 'Tannat Gran Guarda',
      title: 'Tannat Gran Guarda 2018',
      slogan: 'Built to age',
      description: 'Dark cherry and cocoa.',
      unitPrice: 2450,
      stock: 12,
      categoryId: 1,
      featured: false,
    });
  });

  it('sends only what changed of a saved wine, and never its stock', () => {
    const saved = formOf(sampleWine);
    expect(wineChanges({ ...saved, unitPrice: '2600 ', featured: true, stock: '40' }, saved)).toEqual({ unitPrice: 2600, featured: true });
    expect(wineChanges({ ...saved, name: ` ${sampleWine.name}` }, saved)).toEqual({});
  });
});
