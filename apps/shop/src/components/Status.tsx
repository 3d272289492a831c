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

export function PageHeader({ title, tagline, eyebrow, image }: { title: string; tagline?: string; eyebrow?: string; image?: string }) {
  return (
    <header className={styles.pageHeader}>
      {image && <img src={image} alt="" className={styles.pageHeaderImage} />}
      <div className={styles.pageHeaderContent}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {tagline && <p className={styles.tagline}>{tagline}</p>}
      </div>
    </header>
  );
}
