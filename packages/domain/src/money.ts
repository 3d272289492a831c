import { DEFAULT_LOCALE, type Locale } from '@cellar/i18n';
import { perLocale } from './perLocale';

/**
 * How each locale writes a price in pesos. English keeps the spec's '1,290 UYU' (§1); Uruguay writes
 * '$ 1.290', whole pesos without decimals and cents, when there are some, as two ('$ 499,50').
 */
const amounts = perLocale((locale) =>
  locale === 'es-UY'
    ? new Intl.NumberFormat('es-UY', { style: 'currency', currency: 'UYU', minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' })
    : new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
);

const formats: Record<Locale, (amount: number) => string> = {
  en: (amount) => `${amounts('en').format(amount)} UYU`,
  'es-UY': (amount) => amounts('es-UY').format(amount),
};

/** A range names its currency once, where the locale writes it: '700 – 1,199 UYU', '$ 700-1.199'. */
const rangeFormats: Record<Locale, (min: number, max: number) => string> = {
  en: (min, max) => `${amounts('en').format(min)} – ${formats.en(max)}`,
  'es-UY': (min, max) => amounts('es-UY').formatRange(min, max),
};

/** Every price and total the shop shows, as `locale` writes money. */
export function formatPrice(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return formats[locale](amount);
}

/** A price range, both ends included, as `locale` writes one. */
export function formatPriceRange(min: number, max: number, locale: Locale = DEFAULT_LOCALE): string {
  return rangeFormats[locale](min, max);
}
