import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, i18nFor, loadLocale, type Locale } from './index';

type Compiled<Key extends string> = Record<Key, CompiledMessage>;
type OtherLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

/**
 * An area compiled apart from the shop's words (the back office's, the mail's), so the shop never downloads
 * it. Lingui's `load` merges: the area's words join the shared runtime of their locale, so `wordsFor`,
 * `useWords` and `Sentence` say them like any other. English is loaded as soon as the area's module is
 * imported (package.json lists it among the side effects); the others with their locale, each a chunk.
 */
export function loaderOfArea<Key extends string>(english: Compiled<Key>, others: Record<OtherLocale, () => Promise<{ messages: Compiled<Key> }>>) {
  i18nFor(DEFAULT_LOCALE).load(DEFAULT_LOCALE, english);
  const loaded = new Set<Locale>([DEFAULT_LOCALE]);
  /** Loads `locale` with the area's words among the shared ones; English is always loaded. */
  return async function loadArea(locale: Locale): Promise<void> {
    if (loaded.has(locale)) return;
    const [, { messages }] = await Promise.all([loadLocale(locale), others[locale as OtherLocale]()]);
    i18nFor(locale).load(locale, messages);
    loaded.add(locale);
  };
}
