import { useWords } from '@cellar/i18n/react';
import { useId } from 'react';
import { ButtonLink } from '../Button/Button';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  homeHref?: string;
}

export function NotFound({ homeHref = '/' }: NotFoundProps) {
  const words = useWords();
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title} id={titleId}>
        {words('notFound.title')}
      </h1>
      <p className={styles.text}>{words('notFound.text')}</p>
      <ButtonLink href={homeHref} variant="secondary" className={styles.action}>
        {words('notFound.home')}
      </ButtonLink>
    </section>
  );
}
