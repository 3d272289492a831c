import { sayIn, type Said } from '@cellar/machines';
import { useWords } from '@cellar/i18n/react';

/** Puts what a flow says into words in the current locale: a phrase of the catalogue, a server's refusal by its code, or text as it came. */
export function useSay(): (said: Said) => string {
  const words = useWords();
  return (said) => sayIn(words, said);
}
