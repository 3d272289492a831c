import { DEFAULT_LOCALE, type Locale } from '@cellar/i18n';
import { format } from 'date-fns/format';
import { localDate } from './calendar';
import { perLocale } from './perLocale';

const intlShortDates = perLocale((locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }));
const intlLongDates = perLocale((locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }));

/** `date` as `formatter` writes it, its abbreviated month without Intl's dot (`nov.` → `nov`), as Uruguay writes dates. */
export function withoutMonthDot(formatter: Intl.DateTimeFormat, date: Date): string {
  return formatter
    .formatToParts(date)
    .map(({ type, value }) => (type === 'month' ? value.replace(/\.$/, '') : value))
    .join('');
}

/**
 * How each locale writes a date. English: 'dd MMM yyyy' (spec §9), e.g. '05 Mar 2026', whatever the
 * browser's locale. Uruguay: '27 nov 2026', Intl's months without the abbreviation's dot ('nov.'), as
 * shops and receipts write them.
 */
const formats: Record<Locale, (date: Date) => string> = {
  en: (date) => format(date, 'dd MMM yyyy'),
  'es-UY': (date) => withoutMonthDot(intlShortDates('es-UY'), date),
};

/** A date inside a sentence, its month in full: '9 December 2026', '9 de diciembre de 2026'. */
const longFormats: Record<Locale, (date: Date) => string> = {
  en: (date) => format(date, 'd MMMM yyyy'),
  'es-UY': (date) => intlLongDates('es-UY').format(date),
};

export type DateStyle = 'short' | 'long';

export function formatDate(date: Date, locale: Locale = DEFAULT_LOCALE, style: DateStyle = 'short'): string {
  return (style === 'long' ? longFormats : formats)[locale](date);
}

/** A day (yyyy-mm-dd) as the shop shows dates. */
export function formatDay(day: string, locale: Locale = DEFAULT_LOCALE, style: DateStyle = 'short'): string {
  return formatDate(localDate(day), locale, style);
}
