import { useWords } from '@cellar/i18n/react';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import * as styles from './PasswordField.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

export function PasswordField(props: PasswordFieldProps) {
  const words = useWords();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={props.autoComplete ?? 'current-password'}
      inputClassName={styles.input}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={words('password.show')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
