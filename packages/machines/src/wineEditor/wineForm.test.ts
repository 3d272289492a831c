import { describe, expect, it } from 'vitest';
import { sampleWine } from '../testing/fixtures';
import { EMPTY_WINE_FORM, formOf, refusedFields, wineChanges, wineFormErrors, type WineForm } from './wineForm';

const { producer, grapes, region, country, vintage, abv, volumeMl } = EMPTY_WINE_FORM;
const EMPTY_FACTS = { producer, grapes, region, country, vintage, abv, volumeMl };

const tannat: WineForm = {
  name: ' Tannat Gran Guarda ',
  title: 'Tannat Gran Guarda 2018',
  slogan: 'Built to age',
  description: 'Dark cherry and cocoa.',
  unitPrice: '2450',
  stock: '12',
  categoryId: 1,
  featured: false,
  // No facts known yet, as a new wine's form starts.
  ...EMPTY_FACTS,
  translations: { 'es-UY': { title: '', slogan: 'Hecho para guardar', description: '' } },
};

/** The same wine with its facts written, as a Spanish member of staff types them. */
const blend: WineForm = {
  ...tannat,
  producer: ' Bodega Sol de Melilla ',
  grapes: [
    { name: 'Tannat ', percent: '85' },
    { name: 'Merlot', percent: '' },
  ],
  region: 'Canelones',
  country: 'Uruguay',
  vintage: '2018',
  abv: '13,5',
  volumeMl: 1500,
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

describe('the wine’s facts', () => {
  it('takes a blend, a place, a year, the alcohol as Spanish writes it (13,5) and a bottle size', () => {
    expect(wineFormErrors(blend, true, 'es-UY')).toEqual({});
    expect(wineChanges(blend, null, 'es-UY')).toMatchObject({
      producer: 'Bodega Sol de Melilla',
      grapes: [
        { name: 'Tannat', percent: 85 },
        { name: 'Merlot', percent: null },
      ],
      region: 'Canelones',
      country: 'Uruguay',
      vintage: 2018,
      abv: 13.5,
      volumeMl: 1500,
    });
    // In English the decimal mark is the point: 13,5 is no alcohol there.
    expect(Object.keys(wineFormErrors(blend, true, 'en'))).toEqual(['abv']);
  });

  it('sends what is not known as null, and no country without a region', () => {
    expect(wineChanges(tannat, null)).toMatchObject({ producer: null, grapes: [], region: null, vintage: null, abv: null, volumeMl: 750 });
    expect(wineChanges(tannat, null)).not.toHaveProperty('country');
    expect(wineFormErrors({ ...tannat, country: 'Uruguay' }, true)).toEqual({ region: { key: 'admin.wine.regionMissing' } });
  });

  it('refuses a blend whose shares add up to more than the bottle, in the server’s own words', () => {
    const over = { ...blend, grapes: [{ name: 'Tannat', percent: '60' }, { name: 'Merlot', percent: '50' }] };
    expect(wineFormErrors(over, false, 'es-UY')).toEqual({ grapes: { refusal: { code: 'grapesOverHundred', params: { total: 110 } } } });
    expect(wineFormErrors({ ...over, grapes: [{ name: 'Tannat', percent: '60' }, { name: 'Merlot', percent: '40' }] }, false, 'es-UY')).toEqual({});
  });

  it('holds each fact to the contract’s bounds, on the field or the grape’s row it belongs to', () => {
    const wrong: WineForm = { ...blend, producer: 'p'.repeat(121), region: 'r'.repeat(61), vintage: '1799', abv: '25,1', grapes: [{ name: ' ', percent: '85' }, { name: 'Merlot', percent: '0' }, { name: 'g'.repeat(61), percent: '12,5' }] };
    expect(wineFormErrors(wrong, false, 'es-UY')).toEqual({
      producer: { key: 'admin.wine.producerTooLong', values: { max: 120 } },
      region: { key: 'admin.wine.regionTooLong', values: { max: 60 } },
      vintage: { key: 'admin.wine.vintageInvalid', values: { min: '1800', max: '2200' } },
      abv: { key: 'admin.wine.abvInvalid', values: { min: 0.5, max: 25 } },
      'grapes.0.name': { key: 'admin.wine.grapeMissing' },
      'grapes.1.percent': { key: 'admin.wine.percentInvalid', values: { min: 1, max: 100 } },
      'grapes.2.name': { key: 'admin.wine.grapeTooLong', values: { max: 60 } },
      'grapes.2.percent': { key: 'admin.wine.percentInvalid', values: { min: 1, max: 100 } },
    });
  });

  it('shows a saved wine’s facts as its staff write numbers', () => {
    const saved = { ...sampleWine, abv: 13.5, vintage: null, grapes: [{ name: 'Tannat', percent: 60 }, { name: 'Merlot', percent: null }] };
    expect(formOf(saved, 'es-UY')).toMatchObject({ abv: '13,5', vintage: '', grapes: [{ name: 'Tannat', percent: '60' }, { name: 'Merlot', percent: '' }] });
    expect(formOf(saved, 'en').abv).toBe('13.5');
  });

  it('sends only the facts that changed, the grapes whole and a region with its country', () => {
    const saved = formOf(sampleWine);
    expect(wineChanges({ ...saved, grapes: [...saved.grapes, { name: 'Merlot', percent: '' }] }, saved)).toEqual({ grapes: [...sampleWine.grapes, { name: 'Merlot', percent: null }] });
    expect(wineChanges({ ...saved, region: 'Rocha' }, saved)).toEqual({ region: 'Rocha', country: sampleWine.country });
    expect(wineChanges({ ...saved, vintage: '', abv: '' }, saved)).toEqual({ vintage: null, abv: null });
    expect(wineChanges({ ...saved, region: '', country: '' }, saved)).toEqual({ region: null });
  });
});

describe('refusedFields', () => {
  const refused = (code: string, errors: { field: string; code: string }[], params = {}) => ({ refusal: { code, params, errors, detail: 'in the server’s words' } });

  it('says a refusal of its own on the field the server named, by its code', () => {
    expect(refusedFields(refused('regionInAnotherCountry', [{ field: 'country', code: 'invalid' }], { region: 'Canelones', country: 'Uruguay', sent: 'Chile' }), blend, false)).toEqual({
      country: { refusal: { code: 'regionInAnotherCountry', params: { region: 'Canelones', country: 'Uruguay', sent: 'Chile' } } },
    });
    expect(refusedFields(refused('grapeRepeated', [{ field: 'grapes.1.name', code: 'invalid' }], { name: 'tannat' }), blend, false)).toEqual({
      'grapes.1.name': { refusal: { code: 'grapeRepeated', params: { name: 'tannat' } } },
    });
    expect(refusedFields(refused('categoryNotFound', [{ field: 'categoryId', code: 'notFound' }]), tannat, true)).toEqual({ categoryId: { refusal: { code: 'categoryNotFound', params: {} } } });
  });

  it('says a field out of the contract’s bounds as the form’s own check does, a Spanish text on its own field', () => {
    const long = { ...tannat, translations: { 'es-UY': { ...tannat.translations['es-UY'], title: 'x'.repeat(121) } } };
    expect(refusedFields(refused('validation', [{ field: 'translations.es-UY.title', code: 'maxLength' }]), long, false)).toEqual({ 'es-UY.title': { key: 'admin.wine.titleTooLong', values: { max: 120 } } });
  });

  it('names no field for a refusal about none of the form’s, or for no refusal at all', () => {
    expect(refusedFields(refused('wineNotFound', []), tannat, false)).toEqual({});
    expect(refusedFields(refused('validation', [{ field: 'img', code: 'pattern' }, { field: 'grapes.7.name', code: 'minLength' }]), blend, false)).toEqual({});
    expect(refusedFields('Failed to fetch', tannat, false)).toEqual({});
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
      producer: null,
      grapes: [],
      region: null,
      vintage: null,
      abv: null,
      volumeMl: 750,
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
