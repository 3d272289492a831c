import { setupI18n, type I18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { messages as english } from './messages/compiled/en.gen';
import type { MessageKey, ShopKey } from './messages/en/index';

export { chosenLanguage, DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, localeOfLanguages, LOCALES, type Locale } from './locales';
export type { AdminKey, MessageKey, Messages } from './messages/en/index';

/** The values a message's `{arguments}` take. */
export type MessageValues = Record<string, string | number | Date>;

/** A sentence of the catalogue in one locale, its arguments filled in. */
export type Words = (key: MessageKey, values?: MessageValues) => string;

// The back office adds its own words to these runtimes (`@cellar/i18n/admin`); the shop never loads them.
type Compiled = Record<ShopKey, CompiledMessage>;

/** The other locales' words, each in a chunk of its own: an English page carries no Spanish. */
const LOADERS: Record<Exclude<Locale, typeof DEFAULT_LOCALE>, () => Promise<{ messages: Compiled }>> = {
  'es-UY': () => import('./messages/compiled/es-UY.gen'),
};

const runtimes = new Map<Locale, { i18n: I18n; words: Words }>();

function start(locale: Locale, messages: Compiled) {
  // Lingui's runtime reads messages compiled ahead (messages/compiled/), so no ICU parser ships to the browser.
  // A copy: `load` (the back office adding its words) merges into the catalogue it was given.
  const i18n = setupI18n({ locale, messages: { [locale]: { ...messages } } });
  runtimes.set(locale, { i18n, words: (key, values) => i18n._(key, values) });
}
start(DEFAULT_LOCALE, english);

/** Makes `locale`'s words available to `wordsFor` and `i18nFor`; English always is. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE || runtimes.has(locale)) return;
  start(locale, (await LOADERS[locale]()).messages);
}

function runtimeOf(locale: Locale) {
  const runtime = runtimes.get(locale);
  if (!runtime) throw new Error(`The words of ${locale} are not loaded: await loadLocale('${locale}') first.`);
  return runtime;
}

/** Lingui's catalogue for `locale`, made once: for formatting beyond words (the mail's, the API's). */
export function i18nFor(locale: Locale): I18n {
  return runtimeOf(locale).i18n;
}

/** The words of `locale`, one function per locale; components use `useWords` of `@cellar/i18n/react`. */
export function wordsFor(locale: Locale): Words {
  return runtimeOf(locale).words;
}

export { basenameOf, localeOfPath, localePath, LOCALE_PREFIX, pathWithoutLocale } from './paths';
export { fieldErrorWords, problemWords, type FieldRefusal, type ProblemParams, type Refusal } from './problems';
