/** The shop's languages: English (the spec's own words) and Spanish as Uruguay writes it. */
export const LOCALES = ['en', 'es-UY'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

const primaryLanguage = (tag: string) => tag.split('-', 1)[0]!.toLowerCase();

/**
 * The shop's locale for a list of language tags in the order a person prefers them (`navigator.languages`,
 * or an Accept-Language header parsed and ordered): the first tag the shop writes, exactly or by its
 * language (`es`, `es-ES` and `es-AR` read es-UY, `en-GB` reads en, so a Spaniard is not answered in
 * English because the shop writes Uruguay's Spanish). `*` or no such tag: English.
 */
export function localeOfLanguages(tags: readonly string[]): Locale {
  for (const tag of tags) {
    if (tag === '*') return DEFAULT_LOCALE;
    const locale = LOCALES.find((candidate) => candidate.toLowerCase() === tag.toLowerCase()) ?? LOCALES.find((candidate) => primaryLanguage(candidate) === primaryLanguage(tag));
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The visitor's choice of language, in a cookie rather than localStorage so that the server sees it
 * with every request too. Set by the language switch and by the answer to the offer; without it, the
 * visitor has not chosen yet.
 */
export const LANGUAGE_COOKIE = 'cellar-language';

/** The language the visitor chose, read from a Cookie header or `document.cookie`. */
export function chosenLanguage(cookies: string): Locale | null {
  const value = cookies
    .split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLocale(value) ? value : null;
}
