import { useWords } from '@cellar/i18n/react';
import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** The id of the page's main region, which should take focus (tabIndex -1). */
  target?: string;
}

/** The first stop of the keyboard: past the header's links to what the page is about. */
export function SkipLink({ target = 'main' }: SkipLinkProps) {
  const words = useWords();
  return (
    <a className={styles.root} href={`#${target}`}>
      {words('skipLink')}
    </a>
  );
}
