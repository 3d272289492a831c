import { formatDate, formatDay, formatPrice, perLocale, withoutMonthDot } from '@cellar/domain';
import type { Locale } from '@cellar/i18n';
import { useLocale } from '@cellar/i18n/react';
import { formatCount } from '@cellar/ui';

/** How the back office writes dates, amounts and counts in its language (@cellar/domain's and @cellar/ui's formats). */
export interface Formats {
  /** A moment's day: `05 Mar 2026`, `5 mar 2026`. */
  date: (date: Date) => string;
  /** A shop day (yyyy-mm-dd), as `date`. */
  day: (day: string) => string;
  /** A shop day without its year, for a chart's axis: `05 Mar`, `5 mar`. */
  shortDay: (day: string) => string;
  /** A price: `1,290 UYU`, `$ 1.290`. */
  price: (amount: number) => string;
  /** A count: `1,098`, `1.098`. */
  count: (value: number) => string;
  /** A moment to the minute, in the shop's time zone: `9 Mar 2026, 10:20`, `9 mar 2026, 10:20`. */
  dateTime: (date: Date) => string;
}

// The back office has always written English moments the British way; Uruguay's with the 24-hour clock.
const moments = perLocale((locale) =>
  locale === 'es-UY'
    ? new Intl.DateTimeFormat('es-UY', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/Montevideo' })
    : new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Montevideo' }),
);

function formatsOf(locale: Locale): Formats {
  return {
    date: (date) => formatDate(date, locale),
    day: (day) => formatDay(day, locale),
    // Both locales end a date with its year.
    shortDay: (day) => formatDay(day, locale).replace(/\s+\d{4}$/, ''),
    price: (amount) => formatPrice(amount, locale),
    count: (value) => formatCount(value, locale),
    // Without the month's abbreviation dot (`mar.`), as @cellar/domain writes Uruguay's dates.
    dateTime: (moment) => withoutMonthDot(moments(locale), moment),
  };
}

const FORMATS: Record<Locale, Formats> = { en: formatsOf('en'), 'es-UY': formatsOf('es-UY') };

/** The formats of the back office's language. */
export function useFormats(): Formats {
  return FORMATS[useLocale()];
}
