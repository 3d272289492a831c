import { DEFAULT_LOCALE, LANGUAGE_COOKIE, localeOfLanguages, type Locale } from '@cellar/i18n';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * The language to offer on a page in `current`: the browser's preferred one on a first visit (no choice
 * remembered), or the one the visitor chose, when it is not the page's and not English. Never a redirect: a shared link
 * or a crawler keeps the language of its address (only the bare home address follows the choice: see
 * the server's shop-pages.ts).
 */
export function languageToOffer(current: Locale, chosen: Locale | null, languages: readonly string[]): Locale | null {
  const wanted = chosen ?? localeOfLanguages(languages);
  // English is the shop every address starts from: a Spanish page's switch leads back to it, unasked.
  return wanted === current || wanted === DEFAULT_LOCALE ? null : wanted;
}
