import { describe, expect, it } from 'vitest';
import { blendTotal, cardFacts, factsLine, grapesText, originText, WHOLE_BLEND, type WineFacts } from './wineFacts';

const blend: WineFacts = { producer: 'Bodega Sol de Melilla', grapes: [{ name: 'Tannat', percent: 85 }, { name: 'Merlot', percent: 15 }], region: 'Canelones', country: 'Uruguay', vintage: 2021, abv: 13.5, volumeMl: 750 };

describe('a wine’s facts on one line', () => {
  it('reads grapes, origin, vintage, alcohol and bottle in English and in Spanish', () => {
    expect(factsLine(blend, 'en')).toBe('Tannat 85%, Merlot 15% · Canelones, Uruguay · 2021 · 13.5% · 750 mL');
    expect(factsLine(blend, 'es-UY')).toBe('Tannat 85% y Merlot 15% · Canelones, Uruguay · 2021 · 13,5% · 750 ml');
  });

  it('leaves out what is not known: a share, a region, a year, the alcohol', () => {
    const sparse: WineFacts = { ...blend, grapes: [{ name: 'Chardonnay', percent: null }, { name: 'Pinot Noir', percent: null }], region: null, vintage: null, abv: null, volumeMl: 1500 };
    expect(factsLine(sparse, 'en')).toBe('Chardonnay, Pinot Noir · Uruguay · 1,500 mL');
    expect(factsLine({ ...sparse, grapes: [], country: null }, 'es-UY')).toBe('1.500 ml');
  });

  it('keeps the blend’s order, the main grape first', () => {
    expect(grapesText([{ name: 'Merlot', percent: 60 }, { name: 'Tannat', percent: 40 }], 'en')).toBe('Merlot 60%, Tannat 40%');
    expect(originText({ region: 'Mendoza', country: null })).toBe('Mendoza');
  });

  it('gives a card the grapes by name, the year and the region', () => {
    expect(cardFacts(blend, 'en')).toBe('Tannat, Merlot · 2021 · Canelones');
    expect(cardFacts({ ...blend, region: null, vintage: null }, 'es-UY')).toBe('Tannat y Merlot · Uruguay');
  });
});

describe('blendTotal', () => {
  it('adds the known shares of a blend, a grape of unknown share adding nothing', () => {
    expect(blendTotal([])).toBe(0);
    expect(blendTotal([{ percent: 85 }, { percent: 15 }])).toBe(WHOLE_BLEND);
    expect(blendTotal([{ percent: 60 }, { percent: null }, { percent: 50 }])).toBe(110);
  });
});
