import type { ReactNode } from 'react';
import * as styles from './field.css';

export interface FieldFrameProps {
  label: ReactNode;
  controlId: string;
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
  children: ReactNode;
  className?: string;
}

export function FieldFrame({ label, controlId, hint, hintId, error, errorId, children, className }: FieldFrameProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children}
      {hint && (
        <p className={styles.message} id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles.error} id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
