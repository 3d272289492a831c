import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { control, trailingWrap } from '../shared/field.css';
import { FieldFrame } from '../shared/FieldFrame';
import { useFieldIds } from '../shared/useFieldIds';
import { useTypedBeforeTakeover } from '../shared/useTypedBeforeTakeover';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Extra control drawn inside the field, at the end (PasswordField puts its toggle here). */
  trailing?: ReactNode;
  inputClassName?: string;
}

export function TextField({ label, hint, error, id, className, inputClassName, trailing, type = 'text', ...props }: TextFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const { value, onChange } = props;
  // Handed over as the change it was: every handler of the shop reads the field through the event's target.
  const ref = useTypedBeforeTakeover(value, onChange && ((field) => onChange({ target: field, currentTarget: field } as ChangeEvent<HTMLInputElement>)));
  const input = (
    <input
      ref={ref}
      id={controlId}
      type={type}
      className={inputClassName ? `${control} ${inputClassName}` : control}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...props}
    />
  );
  return (
    <FieldFrame label={label} controlId={controlId} hint={hint} hintId={hintId} error={error} errorId={errorId} className={className}>
      {trailing ? (
        <div className={trailingWrap}>
          {input}
          {trailing}
        </div>
      ) : input}
    </FieldFrame>
  );
}
