/** The shop's languages: English (the spec's own words) and Spanish as Uruguay writes it. */
export const LOCALES = ['en', 'es-UY'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;
