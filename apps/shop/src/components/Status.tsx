import type { Said } from '@cellar/machines';
import { useWords } from '@cellar/i18n/react';
import { Button } from '@cellar/ui';
import { useRevalidator } from 'react-router-dom';
import * as styles from '../pages/pages.css';
import { useSay } from './useSay';

/** A load that failed, said in the shopper's words, with Try again: the route's loaders run again, or `onRetry` when the screen's own machine loaded it. */
export function LoadError({ message, onRetry }: { message: Said; onRetry?: () => void }) {
  const { revalidate } = useRevalidator();
  const words = useWords();
  const say = useSay();
  return (
    <div role="alert" className={styles.problem}>
      <p className={styles.errorText}>{say(message)}</p>
      <Button variant="secondary" onClick={() => (onRetry ? onRetry() : void revalidate())}>
        {words('loadError.retry')}
      </Button>
    </div>
  );
}
