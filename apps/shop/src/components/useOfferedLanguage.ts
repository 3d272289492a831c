import { chosenLanguage, loadLocale, type Locale } from '@cellar/i18n';
import { useLocale } from '@cellar/i18n/react';
import { useEffect, useState } from 'react';
import { useHydrated } from '../boot/useHydrated';
import { languageToOffer } from '../routing/language';

/**
 * The language the browser prefers, when the shop speaks it, the page is in another and the visitor has
 * not chosen one; null otherwise. Its words are loaded before it is given. Decided in the browser once
 * the app runs, never on the server: a page is kept for every visitor, and a crawler or a shared link
 * keeps the language of its address.
 */
export function useOfferedLanguage(): Locale | null {
  const current = useLocale();
  const hydrated = useHydrated();
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
  return offered;
}
