import { localePath, type Locale } from '@cellar/i18n';
import { useWords, WordsProvider } from '@cellar/i18n/react';
import { useLocation } from 'react-router-dom';
import { rememberLanguage } from '../routing/language';
import * as styles from './offeredLanguageLink.css';

function Link({ locale }: { locale: Locale }) {
  const words = useWords();
  const { pathname, search } = useLocation();
  return (
    <a href={localePath(locale, pathname + search)} hrefLang={locale} lang={locale} className={styles.link} onClick={() => rememberLanguage(locale)}>
      {words('language.offerLink')}
    </a>
  );
}

/** This page in the offered language (useOfferedLanguage), named in that language. */
export function OfferedLanguageLink({ locale }: { locale: Locale }) {
  return (
    <WordsProvider locale={locale}>
      <Link locale={locale} />
    </WordsProvider>
  );
}
