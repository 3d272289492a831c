import { createContext, Fragment, isValidElement, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, i18nFor, localePath, wordsFor, type Locale, type MessageKey, type Words } from './index';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** Gives every component below it the words of `locale`; without one, components speak English, the shop's default. */
export function WordsProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The locale of the nearest `WordsProvider`. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * Puts a shop path (`/our-wines`) in the current locale's shop (`/es/our-wines`), for an address written
 * as it is (a form's action, a plain link); a router with the locale's basename does it for its own links.
 */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}

/** The catalogue's words in the current locale. */
export function useWords(): Words {
  return wordsFor(useLocale());
}

// Stands in for an element among a sentence's values while the sentence is formatted as text.
const MARK = '\u0000';

/** A sentence of the catalogue with elements among its words (a price, a link), in the current locale. */
export function Sentence({ id, values }: { id: MessageKey; values: Record<string, ReactNode> }) {
  const elements: ReactNode[] = [];
  const text: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (isValidElement(value)) {
      text[name] = `${MARK}${String(elements.length)}${MARK}`;
      elements.push(value);
    } else text[name] = value;
  }
  // Split on the marks, the odd parts are the elements' numbers.
  const parts = i18nFor(useLocale())._(id, text).split(new RegExp(`${MARK}(\\d+)${MARK}`));
  return <>{parts.map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{elements[Number(part)]}</Fragment> : part))}</>;
}
