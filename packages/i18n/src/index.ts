import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { en, type MessageKey, type Messages } from './messages/en';
import { esUY } from './messages/es-UY';

export type { MessageKey, Messages } from './messages/en';

/** The shop's languages: English (the spec's own words) and Spanish as Uruguay writes it. */
export const LOCALES = ['en', 'es-UY'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Every locale's catalogue, in ICU MessageFormat; `Messages` makes a key missing in one a type error. */
export const MESSAGES: Record<Locale, Messages> = { en, 'es-UY': esUY };

/** The values a message's `{arguments}` take. */
export type MessageValues = Record<string, string | number | Date>;

/** A sentence of the catalogue in one locale, its arguments filled in. */
export type Words = (key: MessageKey, values?: MessageValues) => string;

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** FormatJS's formatter for `locale`, made once: for code outside React (the API, mail, the machines). */
export function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages: MESSAGES[locale] }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

/** The words of `locale` outside React; components use `useWords` of `@cellar/i18n/react`. */
export function wordsFor(locale: Locale): Words {
  const intl = intlFor(locale);
  return (key, values) => intl.formatMessage({ id: key }, values);
}
