import type { ReactNode } from 'react';
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
}

/** One figure of the back office's dashboard, named by its label for screen readers. */
export function StatCard({ label, value, detail, tone = 'default', loading = false }: StatCardProps) {
  return (
    <section className={styles.card} aria-label={label} aria-busy={loading || undefined}>
      <h3 className={styles.label}>{label}</h3>
      {loading ? (
        <span className={`${skeleton} ${styles.placeholder}`} aria-hidden="true" />
      ) : (
        <p className={`${styles.value} ${styles.tone[tone]}`}>{value}</p>
      )}
      {detail && <p className={styles.detail}>{detail}</p>}
    </section>
  );
}
