import { Children, useCallback, useContext, type ReactNode } from 'react';
import { IntlContext, IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, intlFor, MESSAGES, type Locale, type MessageKey, type Words } from './index';

/** Gives every component below it the words of `locale`. */
export function WordsProvider({ locale = DEFAULT_LOCALE, children }: { locale?: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={MESSAGES[locale]}>
      {children}
    </IntlProvider>
  );
}

/**
 * The catalogue's words in the locale of the nearest `WordsProvider`. Without one (a component drawn on
 * its own, in a unit test) they are English, the shop's default, rather than an error.
 */
export function useWords(): Words {
  const intl = useContext(IntlContext) ?? intlFor(DEFAULT_LOCALE);
  return useCallback<Words>((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}

/** A sentence of the catalogue with elements among its words (a price, a link), in the current locale. */
export function Sentence({ id, values }: { id: MessageKey; values: Record<string, ReactNode> }) {
  const intl = useContext(IntlContext) ?? intlFor(DEFAULT_LOCALE);
  // FormatJS types rich values per overload; elements in `values` make it answer an array of parts.
  const format = intl.formatMessage as unknown as (descriptor: { id: MessageKey }, values: Record<string, ReactNode>) => ReactNode;
  const parts = format({ id }, values);
  return <>{Array.isArray(parts) ? Children.toArray(parts) : parts}</>;
}
