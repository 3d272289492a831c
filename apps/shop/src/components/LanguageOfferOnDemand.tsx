import { chosenLanguage, loadLocale, localePath, type Locale } from '@cellar/i18n';
import { useLocale, WordsProvider } from '@cellar/i18n/react';
import { LanguageOffer } from '@cellar/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../boot/useHydrated';
import { languageToOffer, rememberLanguage } from '../routing/language';
import { useHomeQuestions } from './useHomeQuestions';

/**
 * Offers the shop in the browser's language to a visitor who has not chosen one, in that language (its
 * words load only then). Decided in the browser once the app runs, never on the server: a page is kept
 * for every visitor, and a crawler or a shared link keeps the language of its address. It waits while the
 * home page asks its questions (the age gate, the welcome): a tap on it would land on the dialog's
 * backdrop, which the age gate takes for a No.
 */
export function LanguageOfferOnDemand() {
  const current = useLocale();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const { asking, welcome } = useHomeQuestions();
  const [offered, setOffered] = useState<Locale | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const wanted = languageToOffer(current, chosenLanguage(document.cookie), navigator.languages);
    if (!wanted) return;
    let shown = true;
    void loadLocale(wanted).then(() => shown && setOffered(wanted));
    return () => {
      shown = false;
    };
  }, [hydrated, current]);
  if (!offered || (pathname === '/' && (asking || welcome))) return null;
  return (
    <WordsProvider locale={offered}>
      <LanguageOffer
        href={localePath(offered, pathname + search)}
        onAccept={() => rememberLanguage(offered)}
        onDismiss={() => {
          rememberLanguage(current);
          setOffered(null);
        }}
      />
    </WordsProvider>
  );
}
