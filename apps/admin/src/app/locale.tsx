import { DEFAULT_LOCALE, isLocale, wordsFor, type Locale } from '@cellar/i18n';
import { loadAdminLocale } from '@cellar/i18n/admin';
import { WordsProvider } from '@cellar/i18n/react';
import type { StorageLike } from '@cellar/machines';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * The key of the back office's language in localStorage. Not a cookie: the back office is drawn in the
 * browser, so the server never needs the choice, and a cookie would travel with every API call for
 * nothing. Not sessionStorage, unlike the session: the language outlives signing out.
 */
export const ADMIN_LOCALE_KEY = 'cellar-admin-locale';

/** The language chosen before on this browser; else Spanish for a browser that prefers it; else English. */
export function preferredLocale(storage: StorageLike, languages: readonly string[]): Locale {
  const saved = storage.getItem(ADMIN_LOCALE_KEY);
  if (isLocale(saved)) return saved;
  return languages[0]?.toLowerCase().startsWith('es') ? 'es-UY' : DEFAULT_LOCALE;
}

interface AdminLocale {
  locale: Locale;
  /** Loads the language's words, then shows every screen in it, and remembers it. */
  choose: (locale: Locale) => Promise<void>;
}

const AdminLocaleContext = createContext<AdminLocale | null>(null);

/**
 * The back office's language, its own (the shop's switch does not move it): its words load before it
 * is shown, and the page's `<html lang>` and title follow it. `initial` must already be loaded
 * (`loadAdminLocale`): main.tsx waits for it, so a Spanish back office never shows English first.
 */
export function AdminLocaleProvider({ initial, storage, children }: { initial: Locale; storage: StorageLike; children: ReactNode }) {
  const [locale, setLocale] = useState(initial);
  useEffect(() => {
    const words = wordsFor(locale);
    document.documentElement.lang = locale;
    document.title = words('admin.documentTitle', { brand: words('brand.name') });
  }, [locale]);
  const choose = async (next: Locale) => {
    await loadAdminLocale(next);
    storage.setItem(ADMIN_LOCALE_KEY, next);
    setLocale(next);
  };
  return (
    <AdminLocaleContext.Provider value={{ locale, choose }}>
      <WordsProvider locale={locale}>{children}</WordsProvider>
    </AdminLocaleContext.Provider>
  );
}

export function useAdminLocale(): AdminLocale {
  const value = useContext(AdminLocaleContext);
  if (!value) throw new Error('useAdminLocale outside AdminLocaleProvider');
  return value;
}
