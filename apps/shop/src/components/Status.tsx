import { Button } from '@cellar/ui';
import { useRevalidator } from 'react-router-dom';
import * as styles from '../pages/pages.css';

/** A failed load, said in the shopper's words; Try again runs the screen's loaders again. */
export function LoadError({ message }: { message: string }) {
  const { revalidate } = useRevalidator();
  return (
    <div role="alert" className={styles.problem}>
      <p className={styles.errorText}>{message}</p>
      <Button variant="secondary" onClick={() => void revalidate()}>
        Try again
      </Button>
    </div>
  );
}
