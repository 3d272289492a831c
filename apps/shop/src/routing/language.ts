import { DEFAULT_LOCALE, isLocale, localeOfLanguages, type Locale } from '@cellar/i18n';

/**
 * The visitor's choice of language, in a cookie rather than localStorage so that the server sees it
 * with every request too. Set by the language switch and by the answer to the offer; without it, the
 * visitor has not chosen yet.
 */
export const LANGUAGE_COOKIE = 'cellar-language';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** The language the visitor chose, read from a Cookie header or `document.cookie`. */
export function chosenLanguage(cookies: string): Locale | null {
  const value = cookies
    .split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLocale(value) ? value : null;
}

/**
 * The language to offer on a page in `current`: the browser's preferred one on a first visit (no choice
 * remembered), or the one the visitor chose, when it is not the page's and not English. Never a redirect: a shared link
 * or a crawler keeps the language of its address.
 */
export function languageToOffer(current: Locale, chosen: Locale | null, languages: readonly string[]): Locale | null {
  const wanted = chosen ?? localeOfLanguages(languages);
  // English is the shop every address starts from: a Spanish page's switch leads back to it, unasked.
  return wanted === current || wanted === DEFAULT_LOCALE ? null : wanted;
}
