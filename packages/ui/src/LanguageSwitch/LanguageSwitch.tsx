import { LOCALES, localePath, type Locale } from '@cellar/i18n';
import { useLocale, useWords } from '@cellar/i18n/react';
import * as styles from './LanguageSwitch.css';

export interface LanguageSwitchProps {
  /** The page on screen as a shop path with its query (`/our-wines?category=2`): the switch leads to it in the other languages. */
  path: string;
  /** Told the language chosen before the browser leaves for it, to remember the choice. */
  onChoose?: (locale: Locale) => void;
  className?: string;
}

/** The language a locale is named by in the catalogue's `language.name`. */
export const languageOf = (locale: Locale) => locale.split('-')[0]!;

/**
 * Links to the same page in each other language, each named in its own language. Plain links, not the
 * router's: the other language is another shop (its words, its basename), loaded as a page of its own.
 */
export function LanguageSwitch({ path, onChoose, className }: LanguageSwitchProps) {
  const words = useWords();
  const current = useLocale();
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')} aria-label={words('language.switch')}>
      {LOCALES.filter((locale) => locale !== current).map((locale) => (
        <li key={locale}>
          <a href={localePath(locale, path)} hrefLang={locale} lang={locale} className={styles.link} onClick={() => onChoose?.(locale)}>
            {words('language.name', { language: languageOf(locale) })}
          </a>
        </li>
      ))}
    </ul>
  );
}
