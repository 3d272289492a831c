import { localePath } from '@cellar/i18n';
import { useLocale, WordsProvider } from '@cellar/i18n/react';
import { LanguageOffer } from '@cellar/ui';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberLanguage } from '../routing/language';
import { useHomeQuestions } from './useHomeQuestions';
import { useOfferedLanguage } from './useOfferedLanguage';

/**
 * Offers the shop in the browser's language to a visitor who has not chosen one, in that language
 * (useOfferedLanguage). It waits while the home page asks its questions (the age gate, the welcome): a
 * tap on it would land on the dialog's backdrop, which the age gate takes for a No; the age gate offers
 * the language itself (Home.tsx).
 */
export function LanguageOfferOnDemand() {
  const current = useLocale();
  const { pathname, search } = useLocation();
  const { asking, welcome } = useHomeQuestions();
  const language = useOfferedLanguage();
  const [dismissed, setDismissed] = useState(false);
  const offered = dismissed ? null : language;
  if (!offered || (pathname === '/' && (asking || welcome))) return null;
  return (
    <WordsProvider locale={offered}>
      <LanguageOffer
        href={localePath(offered, pathname + search)}
        onAccept={() => rememberLanguage(offered)}
        onDismiss={() => {
          rememberLanguage(current);
          setDismissed(true);
        }}
      />
    </WordsProvider>
  );
}
