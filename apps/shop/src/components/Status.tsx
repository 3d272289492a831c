import { Button } from '@cellar/ui';
import * as styles from '../pages/pages.css';

/** A failed load, said in the shopper's words, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.problem}>
      <p className={styles.errorText}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
