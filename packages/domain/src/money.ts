import { DEFAULT_LOCALE, type Locale } from '@cellar/i18n';

const englishAmount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * How each locale writes a price in pesos. English keeps the spec's '1,290 UYU' (§1); Uruguay writes
 * '$ 1.290', whole pesos without decimals and cents, when there are some, as two ('$ 499,50').
 */
const formats: Record<Locale, (amount: number) => string> = {
  en: (amount) => `${englishAmount.format(amount)} UYU`,
  'es-UY': new Intl.NumberFormat('es-UY', { style: 'currency', currency: 'UYU', minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' }).format,
};

/** Every price and total the shop shows, as `locale` writes money. */
export function formatPrice(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return formats[locale](amount);
}
