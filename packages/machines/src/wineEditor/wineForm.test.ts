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
  translations: { 'es-UY': { title: '', slogan: 'Hecho para guardar', description: '' } },
};

const PRICE_INVALID = { key: 'admin.wine.priceInvalid', values: { min: 1, max: 10_000_000 } };

describe('wineFormErrors', () => {
  it('has nothing to say about a complete form', () => {
    expect(wineFormErrors(tannat, true)).toEqual({});
  });

  it('names every missing field of an empty form', () => {
    // Only the English texts must be written: a wine not yet translated is shown in English.
    expect(wineFormErrors(EMPTY_WINE_FORM, true)).toEqual({
      name: { key: 'admin.wine.nameMissing' },
      title: { key: 'admin.wine.titleMissing' },
      slogan: { key: 'admin.wine.sloganMissing' },
      description: { key: 'admin.wine.descriptionMissing' },
      unitPrice: PRICE_INVALID,
      categoryId: { key: 'admin.wine.categoryMissing' },
    });
  });

  it.each(['0', '-5', '12.5', '1e4', 'twelve', '10000001'])('refuses the price %j', (unitPrice) => {
    expect(wineFormErrors({ ...tannat, unitPrice }, false)).toEqual({ unitPrice: PRICE_INVALID });
  });

  it('takes the price as staff write numbers in their language: 1.490 in Spanish, 1,490 or 1490 in English', () => {
    expect(wineFormErrors({ ...tannat, unitPrice: '1.490' }, false, 'es-UY')).toEqual({});
    expect(wineFormErrors({ ...tannat, unitPrice: '1,490' }, false, 'en')).toEqual({});
    expect(wineFormErrors({ ...tannat, unitPrice: '1490' }, false, 'es-UY')).toEqual({});
    expect(Object.keys(wineFormErrors({ ...tannat, unitPrice: '1,490' }, false, 'es-UY'))).toEqual(['unitPrice']);
    expect(wineChanges({ ...tannat, unitPrice: '1.490', stock: '1.200' }, null, 'es-UY')).toMatchObject({ unitPrice: 1490, stock: 1200 });
  });

  it('checks the stock only when the wine is created', () => {
    expect(wineFormErrors({ ...tannat, stock: '-1' }, true)).toEqual({ stock: { key: 'admin.wine.stockInvalid', values: { max: 1_000_000 } } });
    expect(wineFormErrors({ ...tannat, stock: '-1' }, false)).toEqual({});
  });

  it('holds text to the contract’s lengths', () => {
    expect(wineFormErrors({ ...tannat, name: 'x'.repeat(121) }, false)).toEqual({ name: { key: 'admin.wine.nameTooLong', values: { max: 120 } } });
    expect(wineFormErrors({ ...tannat, description: '   ' }, false)).toEqual({ description: { key: 'admin.wine.descriptionMissing' } });
    const spanish = { ...tannat.translations['es-UY'], description: 'x'.repeat(2001) };
    expect(wineFormErrors({ ...tannat, translations: { 'es-UY': spanish } }, false)).toEqual({ 'es-UY.description': { key: 'admin.wine.descriptionTooLong', values: { max: 2000 } } });
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
      translations: { 'es-UY': { slogan: 'Hecho para guardar' } },
    });
  });

  it('sends only what changed of a saved wine, and never its stock', () => {
    const saved = formOf(sampleWine);
    expect(wineChanges({ ...saved, unitPrice: '2600 ', featured: true, stock: '40' }, saved)).toEqual({ unitPrice: 2600, featured: true });
    expect(wineChanges({ ...saved, name: ` ${sampleWine.name}` }, saved)).toEqual({});
  });

  it('sends a Spanish text written, changed or emptied (null: the shop shows the English again)', () => {
    const saved: WineForm = { ...formOf(sampleWine), translations: { 'es-UY': { title: 'Tannat 2018', slogan: 'Para guardar', description: '' } } };
    const edited: WineForm = { ...saved, translations: { 'es-UY': { title: 'Tannat 2018 ', slogan: '', description: 'Cereza negra y cacao.' } } };
    expect(wineChanges(edited, saved)).toEqual({ translations: { 'es-UY': { slogan: null, description: 'Cereza negra y cacao.' } } });
  });
});
