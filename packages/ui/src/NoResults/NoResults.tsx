import { useWords } from '@cellar/i18n/react';
import { Button, ButtonLink } from '../Button/Button';
import { SearchIcon } from '../icons';
import * as styles from './NoResults.css';

export interface NoResultsProps {
  /** The search text that found nothing; without it the filters are to blame. */
  query?: string;
  /** 'CLEAR FILTERS' as a link (works without JavaScript); onClear, if given too, runs on its click. */
  clearHref?: string;
  /** 'CLEAR FILTERS' as a button, when there is no clearHref. */
  onClear?: () => void;
}

/**
 * The catalogue's empty result: EmptyState's look with a line of advice, which EmptyState has no
 * place for.
 */
export function NoResults({ query, clearHref, onClear }: NoResultsProps) {
  const words = useWords();
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        <SearchIcon size={48} />
      </span>
      <h2 className={styles.title}>{query ? words('noResults.query', { query }) : words('noResults.filters')}</h2>
      <p className={styles.text}>{words('noResults.advice')}</p>
      {clearHref ? (
        <ButtonLink href={clearHref} onClick={onClear}>
          {words('filters.clearAll')}
        </ButtonLink>
      ) : (
        onClear && <Button onClick={onClear}>{words('filters.clearAll')}</Button>
      )}
    </div>
  );
}
