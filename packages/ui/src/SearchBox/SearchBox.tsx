import { useLocalePath, useWords } from '@cellar/i18n/react';
import { useId, type KeyboardEventHandler, type Ref } from 'react';
import { CloseIcon, SearchIcon } from '../icons';
import { visuallyHidden } from '../shared/a11y.css';
import { spinner } from '../shared/spinner.css';
import { useTypedBeforeTakeover } from '../shared/useTypedBeforeTakeover';
import * as styles from './SearchBox.css';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Runs the search in the app. Without it the form submits natively (GET `action`), so search works before JavaScript loads. */
  onSubmit?: (value: string) => void;
  label?: string;
  placeholder?: string;
  /** The query parameter of a native submit. */
  name?: string;
  action?: string;
  /** A search is in flight: the submit button turns into a spinner. */
  busy?: boolean;
  /** `compact` is the navbar's: shorter, with a quiet submit button. */
  variant?: keyof typeof styles.variant;
  /** Lets a container move focus into the field (the navbar's phone toggle does). */
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLFormElement>;
  className?: string;
}

export function SearchBox({
  value,
  onChange,
  onSubmit,
  label: labelProp,
  placeholder: placeholderProp,
  name = 'q',
  action = '/our-wines',
  busy = false,
  variant = 'default',
  inputRef,
  onKeyDown,
  className,
}: SearchBoxProps) {
  const words = useWords();
  // A form's action is written into the page as it is: the router's basename does not reach it.
  const inShop = useLocalePath();
  const label = labelProp ?? words('search.label');
  const placeholder = placeholderProp ?? words('search.placeholder');
  const id = useId();
  const ref = useTypedBeforeTakeover(value, (field) => onChange(field.value), inputRef);
  return (
    <form
      role="search"
      // Named, so a page with two searches (the navbar's and the catalogue's) has two landmarks a screen reader can tell apart.
      aria-label={label}
      action={inShop(action)}
      method="get"
      className={[styles.form, styles.variant[variant], className].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      onKeyDown={onKeyDown}
      onSubmit={
        onSubmit &&
        ((event) => {
          event.preventDefault();
          onSubmit(value);
        })
      }
    >
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="search"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        enterKeyHint="search"
        autoComplete="off"
        className={styles.input}
      />
      {value && (
        <button
          type="button"
          className={styles.clear}
          aria-label={words('search.clear')}
          onClick={(event) => {
            onChange('');
            // The button disappears with the text; focus goes back where the visitor will type next.
            event.currentTarget.form?.querySelector('input')?.focus();
          }}
        >
          <CloseIcon size={16} />
        </button>
      )}
      <button type="submit" className={styles.submit[variant]} aria-label={words('search.submit')}>
        {busy ? <span className={spinner} aria-hidden="true" /> : <SearchIcon size={variant === 'compact' ? 20 : 18} />}
      </button>
    </form>
  );
}
