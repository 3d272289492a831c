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
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        <SearchIcon size={48} />
      </span>
      <h2 className={styles.title}>{query ? `No wines match “${query}”` : 'No wines match these filters'}</h2>
      <p className={styles.text}>Try another spelling, fewer words, or a wider price range.</p>
      {clearHref ? (
        <ButtonLink href={clearHref} onClick={onClear}>
          CLEAR FILTERS
        </ButtonLink>
      ) : (
        onClear && <Button onClick={onClear}>CLEAR FILTERS</Button>
      )}
    </div>
  );
}
