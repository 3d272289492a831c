import { useWords } from '@cellar/i18n/react';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { buttonClassName } from '../Button/Button';
import { BottleIcon, UserIcon } from '../icons';
import { FieldFrame } from '../shared/FieldFrame';
import { useFieldIds } from '../shared/useFieldIds';
import * as styles from './AvatarField.css';

export interface AvatarFieldProps {
  label: ReactNode;
  /** The current avatar's URL, shown until a new file is picked. */
  src?: string;
  onChange: (file: File | null) => void;
  accept?: string;
  hint?: ReactNode;
  error?: ReactNode;
  name?: string;
  id?: string;
  disabled?: boolean;
  buttonLabel?: string;
  /**
   * `round` previews a face in a circle; `portrait` (a wine's bottle picture, 3:4) and `wide` (its featured
   * picture, 8:5) preview the picture uncropped to a circle, in the frame the shop shows it in, with a bottle
   * as the placeholder.
   */
  shape?: 'round' | 'portrait' | 'wide';
  /** Names the preview for screen readers. */
  previewAlt?: string;
}

export function AvatarField({
  label,
  src,
  onChange,
  accept = 'image/*',
  hint: hintProp,
  error,
  name,
  id,
  disabled,
  buttonLabel: buttonLabelProp,
  shape = 'round',
  previewAlt: previewAltProp,
}: AvatarFieldProps) {
  const words = useWords();
  const hint = hintProp ?? words('avatar.hint');
  const buttonLabel = buttonLabelProp ?? words('avatar.choose');
  const previewAlt = previewAltProp ?? words('avatar.preview');
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const [picked, setPicked] = useState<{ name: string; url: string } | null>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    onChange(file);
    if (!file) {
      setPicked(null);
      return;
    }
    // A data URL needs no revoking, so the preview survives re-renders and unmounts without leaks.
    const reader = new FileReader();
    reader.onload = () => setPicked({ name: file.name, url: String(reader.result) });
    reader.readAsDataURL(file);
  };

  const preview = picked?.url ?? src;
  return (
    <FieldFrame label={label} controlId={controlId} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <div className={styles.row}>
        {preview ? (
          <img className={styles.preview[shape]} src={preview} alt={previewAlt} width={styles.previewSize[shape].width} height={styles.previewSize[shape].height} />
        ) : (
          <span className={styles.placeholder[shape]} aria-hidden="true">
            {shape === 'round' ? <UserIcon size={40} /> : <BottleIcon size={40} />}
          </span>
        )}
        <div className={styles.actions}>
          <input
            id={controlId}
            className={styles.input}
            type="file"
            accept={accept}
            name={name}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={handleChange}
          />
          <label htmlFor={controlId} className={buttonClassName({ variant: 'secondary', size: 'sm' }, styles.picker)} aria-hidden="true">
            {buttonLabel}
          </label>
          {picked && <span className={styles.fileName}>{picked.name}</span>}
        </div>
      </div>
    </FieldFrame>
  );
}
