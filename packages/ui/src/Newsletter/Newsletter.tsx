import { useWords } from '@cellar/i18n/react';
import { useId, useState } from 'react';
import { SendIcon } from '../icons';
import { label as labelStyle } from '../shared/field.css';
import { useTypedBeforeTakeover } from '../shared/useTypedBeforeTakeover';
import * as styles from './Newsletter.css';

export interface NewsletterProps {
  /** Called with the typed email; the field is cleared afterwards, as the spec asks. */
  onSubmit: (email: string) => void;
  label?: string;
}

export function Newsletter({ onSubmit, label }: NewsletterProps) {
  const words = useWords();
  const [email, setEmail] = useState('');
  const id = useId();
  const ref = useTypedBeforeTakeover(email, (field) => setEmail(field.value));
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(email);
        setEmail('');
      }}
    >
      <label htmlFor={id} className={labelStyle}>
        {label ?? words('newsletter.label')}
      </label>
      <div className={styles.row}>
        <input
          ref={ref}
          id={id}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={words('newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className={styles.send} aria-label={words('newsletter.send')}>
          <SendIcon size={18} />
        </button>
      </div>
    </form>
  );
}
