import { useWords } from '@cellar/i18n/react';
import * as RadixSelect from '@radix-ui/react-select';
import type { ReactNode } from 'react';
import { CheckIcon, ChevronDownIcon } from '../icons';
import { control } from '../shared/field.css';
import { FieldFrame } from '../shared/FieldFrame';
import { useFieldIds } from '../shared/useFieldIds';
import { styleNonce } from '../shared/styleNonce';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: SelectOption[];
  /** An empty string shows the placeholder. */
  value?: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  name?: string;
  /**
   * The page's Content-Security-Policy style nonce: the open list adds a style element (hiding its
   * scrollbar). By default the one the page's own style element carries.
   */
  nonce?: string;
}

/** A Radix Select styled like the text fields; used for the payment method. */
export function Select({ label, options, value, onValueChange, placeholder, error, hint, disabled, id, name, nonce = styleNonce() }: SelectProps) {
  const words = useWords();
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} controlId={controlId} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <RadixSelect.Root value={value ?? ''} onValueChange={onValueChange} disabled={disabled} name={name}>
        <RadixSelect.Trigger
          id={controlId}
          className={`${control} ${styles.trigger}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          <RadixSelect.Value className={styles.value} placeholder={placeholder ?? words('select.placeholder')} />
          <RadixSelect.Icon className={styles.icon}>
            <ChevronDownIcon />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={6}>
            <RadixSelect.Viewport className={styles.viewport} nonce={nonce}>
              {options.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator>
                    <CheckIcon size={16} />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </FieldFrame>
  );
}
