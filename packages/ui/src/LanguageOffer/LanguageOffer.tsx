import { useLocale, useWords } from '@cellar/i18n/react';
import { CloseIcon } from '../icons';
import * as styles from './LanguageOffer.css';

export interface LanguageOfferProps {
  /** The page on screen in the offered language's shop. */
  href: string;
  /** The visitor follows the offer (before the browser leaves). */
  onAccept: () => void;
  /** The visitor declines it: the notice goes and is not offered again. */
  onDismiss: () => void;
}

/**
 * A small notice offering the shop in the language the browser prefers, written in that language (render
 * it inside a `WordsProvider` of the offered locale). It floats over the page's corner, so it moves nothing
 * when it appears after the page has loaded; a visitor who ignores it keeps reading the page.
 */
export function LanguageOffer({ href, onAccept, onDismiss }: LanguageOfferProps) {
  const words = useWords();
  const locale = useLocale();
  return (
    <aside className={styles.notice} lang={locale} aria-label={words('language.switch')}>
      <p className={styles.text}>{words('language.offer')}</p>
      <a href={href} hrefLang={locale} className={styles.link} onClick={onAccept}>
        {words('language.offerLink')}
      </a>
      <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={words('language.offerDismiss')}>
        <CloseIcon size={16} />
      </button>
    </aside>
  );
}
