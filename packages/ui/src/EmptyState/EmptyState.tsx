import type { ReactNode } from 'react';
import { ButtonLink } from '../Button/Button';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  icon?: ReactNode;
  actionLabel?: string;
  actionHref?: string;
  onAction?: () => void;
}

/** Nothing to show yet, and where to go instead (the empty cart, no orders). */
export function EmptyState({ title, icon, actionLabel, actionHref, onAction }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={styles.title}>{title}</p>
      {actionLabel && actionHref && (
        <ButtonLink href={actionHref} onClick={onAction}>
          {actionLabel}
        </ButtonLink>
      )}
    </div>
  );
}
