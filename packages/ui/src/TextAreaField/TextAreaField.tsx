import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { control } from '../shared/field.css';
import { FieldFrame } from '../shared/FieldFrame';
import { useFieldIds } from '../shared/useFieldIds';
import * as styles from './TextAreaField.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** Long text (a wine's description) framed like every other field. */
export function TextAreaField({ label, hint, error, id, className, rows = 5, ...props }: TextAreaFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} controlId={controlId} hint={hint} hintId={hintId} error={error} errorId={errorId} className={className}>
      <textarea
        id={controlId}
        rows={rows}
        className={`${control} ${styles.area}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
    </FieldFrame>
  );
}
