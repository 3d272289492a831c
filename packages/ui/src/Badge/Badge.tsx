import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export type BadgeTone = keyof typeof styles.tone;

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
}

/** A short state shown beside a row (an order's status, a withdrawn wine); its text carries the meaning, the colour repeats it. */
export function Badge({ children, tone = 'neutral' }: BadgeProps) {
  return <span className={`${styles.badge} ${styles.tone[tone]}`}>{children}</span>;
}
