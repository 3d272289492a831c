import type { LanguageSwitchProps } from '@cellar/ui';
import { useLocation } from 'react-router-dom';
import { rememberLanguage } from '../routing/language';

/** The navbar's and footer's language switch: the page on screen (the router's path, without its language), and the choice remembered. */
export function useLanguageSwitch(): Omit<LanguageSwitchProps, 'className'> {
  const { pathname, search } = useLocation();
  return { path: pathname + search, onChoose: rememberLanguage };
}
