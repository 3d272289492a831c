import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/**
 * Where each locale's shop lives: English at today's paths, every other locale under a prefix of its
 * own (`/es/our-wines`). The one place a path is given or read its language: the router's basename,
 * the links of `@cellar/ui`, the server's canonical and hreflang links and the sitemaps use it.
 */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', 'es-UY': '/es' };

/** The locale whose shop `pathname` belongs to. */
export function localeOfPath(pathname: string): Locale {
  return LOCALES.find((locale) => LOCALE_PREFIX[locale] && isUnder(pathname, LOCALE_PREFIX[locale])) ?? DEFAULT_LOCALE;
}

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`);

/** The router's basename for `locale`: its prefix, or `/` for English. */
export const basenameOf = (locale: Locale): string => LOCALE_PREFIX[locale] || '/';

/** A path of the shop (`/our-wines?q=tannat`, beginning with `/`) in `locale`'s shop: `/es/our-wines?q=tannat`; `/` is `/es/`. */
export function localePath(locale: Locale, path: string): string {
  return `${LOCALE_PREFIX[locale]}${path}`;
}

/** The shop's path of an address in any locale's shop: `/es/our-wines` and `/our-wines` are both `/our-wines`. */
export function pathWithoutLocale(path: string): string {
  const prefix = LOCALE_PREFIX[localeOfPath(path)];
  if (!prefix) return path;
  const rest = path.slice(prefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
