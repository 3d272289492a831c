import { useId } from 'react';
import { ButtonLink } from '../Button/Button';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  homeHref?: string;
}

export function NotFound({ homeHref = '/' }: NotFoundProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title} id={titleId}>
        Page Not Found
      </h1>
      <p className={styles.text}>The page you are trying to access is not available.</p>
      <ButtonLink href={homeHref} variant="secondary" className={styles.action}>
        BACK TO HOME
      </ButtonLink>
    </section>
  );
}
