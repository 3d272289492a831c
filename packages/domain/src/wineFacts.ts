import type { components } from '@cellar/api-client';
import { DEFAULT_LOCALE, type Locale } from '@cellar/i18n';
import { perLocale } from './perLocale';

export type WineFacts = components['schemas']['WineFacts'];

const percent = perLocale((locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }));
const alcohol = perLocale((locale) => new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const millilitres = perLocale((locale) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'milliliter' }));
// A blend as the locale lists units ('Tannat 85%, Merlot 15%'; Spanish joins the last with y).
const blend = perLocale((locale) => new Intl.ListFormat(locale, { type: 'unit', style: 'short' }));

/** A wine's grapes in the blend's order, each with its share when known: 'Tannat 85%, Merlot 15%'. */
export function grapesText(grapes: WineFacts['grapes'], locale: Locale = DEFAULT_LOCALE): string {
  return blend(locale).format(grapes.map(({ name, percent: share }) => (share === null ? name : `${name} ${percent(locale).format(share / 100)}`)));
}

/** Where the wine comes from: 'Canelones, Uruguay', or whichever of the two is known; null when neither is. */
export function originText({ region, country }: Pick<WineFacts, 'region' | 'country'>): string | null {
  const known = [region, country].filter((part): part is string => part !== null);
  return known.length > 0 ? known.join(', ') : null;
}

/** Alcohol by volume, one decimal, as the locale writes a percentage: '13.5%' or '13,5%'. */
export function abvText(abv: number, locale: Locale = DEFAULT_LOCALE): string {
  return alcohol(locale).format(abv / 100);
}

/** The bottle's size as the locale writes millilitres: '750 mL' or '750 ml'. */
export function volumeText(volumeMl: number, locale: Locale = DEFAULT_LOCALE): string {
  return millilitres(locale).format(volumeMl);
}

/**
 * What a catalogue card has room for: the grapes by name, the year, the region (or the country):
 * 'Tannat, Merlot · 2021 · Canelones'. The place comes last: a narrow card cuts the line's end.
 */
export function cardFacts(facts: Pick<WineFacts, 'grapes' | 'region' | 'country' | 'vintage'>, locale: Locale = DEFAULT_LOCALE): string {
  return [
    facts.grapes.length > 0 ? grapesText(facts.grapes.map(({ name }) => ({ name, percent: null })), locale) : null,
    facts.vintage === null ? null : String(facts.vintage),
    facts.region ?? facts.country,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

/**
 * The facts on one line, under a wine's name: grapes · origin · vintage · alcohol · bottle,
 * each left out when not known (a non-vintage wine shows no year).
 */
export function factsLine(facts: WineFacts, locale: Locale = DEFAULT_LOCALE): string {
  return [
    facts.grapes.length > 0 ? grapesText(facts.grapes, locale) : null,
    originText(facts),
    facts.vintage === null ? null : String(facts.vintage),
    facts.abv === null ? null : abvText(facts.abv, locale),
    volumeText(facts.volumeMl, locale),
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

/** The most a blend's known shares may add up to: the whole bottle. */
export const WHOLE_BLEND = 100;

/** What a blend's known shares add up to; a grape whose share is not known adds nothing. */
export function blendTotal(grapes: readonly Pick<WineFacts['grapes'][number], 'percent'>[]): number {
  return grapes.reduce((sum, { percent: share }) => sum + (share ?? 0), 0);
}
