import { Button } from '@cellar/ui';
import { useRevalidator } from 'react-router-dom';
import * as styles from '../pages/pages.css';

/** A failed load, said in the shopper's words; Try again runs the screen's loaders again. */
/** A load that failed, with Try again: the route's loaders run again, or `onRetry` when the screen's own machine loaded it. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { revalidate } = useRevalidator();
  return (
    <div role="alert" className={styles.problem}>
      <p className={styles.errorText}>{message}</p>
      <Button variant="secondary" onClick={() => (onRetry ? onRetry() : void revalidate())}>
        Try again
      </Button>
    </div>
  );
}
