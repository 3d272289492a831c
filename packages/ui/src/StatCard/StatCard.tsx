import { useId, type ReactNode } from 'react';
import { skeleton } from '../shared/skeleton.css';
import * as styles from './StatCard.css';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A line under the figure: the period, a comparison, a count behind it. */
  detail?: ReactNode;
  /** 'warning' draws the figure in the alert colour (stock running low, rejected orders). */
  tone?: 'default' | 'warning';
  loading?: boolean;
  /** The label's heading level: one below the heading the cards stand under (a page's h1, by default). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One figure of the back office's dashboard, named by its label. A group rather than a landmark: a page
 * of figures would otherwise fill the landmark list, and a figure may share its name with the table behind it.
 */
export function StatCard({ label, value, detail, tone = 'default', loading = false, headingLevel = 2 }: StatCardProps) {
  const labelId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.card} role="group" aria-labelledby={labelId} aria-busy={loading || undefined}>
      <Heading id={labelId} className={styles.label}>
        {label}
      </Heading>
      {loading ? (
        <span className={`${skeleton} ${styles.placeholder}`} aria-hidden="true" />
      ) : (
        <p className={`${styles.value} ${styles.tone[tone]}`}>{value}</p>
      )}
      {detail && <p className={styles.detail}>{detail}</p>}
    </div>
  );
}
