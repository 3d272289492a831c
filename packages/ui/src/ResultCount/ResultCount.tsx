import { Sentence, useWords } from '@cellar/i18n/react';
import { useState } from 'react';
import * as styles from './ResultCount.css';

export interface ResultCountProps {
  count: number;
  /** The count is the database's estimate (large result sets): said as 'About …'. */
  estimated?: boolean;
  query?: string;
  /** New results are on their way: the last count stays, dimmed, until they arrive. */
  loading?: boolean;
}

/** How many wines the current search and filters found, announced politely as it changes. */
export function ResultCount({ count, estimated = false, query, loading = false }: ResultCountProps) {
  const words = useWords();
  const current = { count, estimated, query };
  // What was last shown with settled results: while loading, the page may already pass the next query's zero.
  const [settled, setSettled] = useState(current);
  const changed = settled.count !== count || settled.estimated !== estimated || settled.query !== query;
  if (!loading && changed) setSettled(current);
  const shown = loading ? settled : current;
  const counted = { count: shown.count, estimated: shown.estimated ? 'yes' : 'no' };
  return (
    <h2 className={styles.root} aria-live="polite" aria-busy={loading || undefined}>
      {shown.query ? <Sentence id="results.countFor" values={{ ...counted, query: <span className={styles.query}>“{shown.query}”</span> }} /> : words('results.count', counted)}
    </h2>
  );
}
