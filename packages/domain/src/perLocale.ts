import type { Locale } from '@cellar/i18n';

/**
 * A value made once per locale, when that locale first asks for it. For Intl's formatters, which are
 * costly to make and cheap to use: made at a module's top, each cost every page its time (the first
 * formatter of a page loads the locale's data, several milliseconds on a phone) even when that page is
 * never in that locale.
 */
export function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    if (!made.has(locale)) made.set(locale, make(locale));
    return made.get(locale)!;
  };
}
