import { useWords } from '@cellar/i18n/react';
import type { FormEvent } from 'react';
import { Button } from '../Button/Button';
import { visuallyHidden } from '../shared/a11y.css';
import { error as errorText, label as labelText } from '../shared/field.css';
import { Star } from '../Stars/Stars';
import { TextAreaField } from '../TextAreaField/TextAreaField';
import { TextField } from '../TextField/TextField';
import * as styles from './ReviewForm.css';

export interface ReviewFormValues {
  rating: number | null;
  title: string;
  body: string;
}

export interface ReviewFormProps {
  values: ReviewFormValues;
  /** What is wrong with each field, in words; none when nothing is. */
  errors?: Partial<Record<keyof ReviewFormValues, string>>;
  /** A refusal that names no field, said above the button. */
  problem?: string | null;
  sending?: boolean;
  /** The texts' most characters, from the contract. */
  maxLengths: { title: number; body: number };
  onRatingChange: (rating: number) => void;
  onTitleChange: (title: string) => void;
  onBodyChange: (body: string) => void;
  onSubmit: () => void;
}

const RATINGS = [1, 2, 3, 4, 5];

/** A buyer's review: stars as five radio buttons, an optional title and the words, each refusal on its field. */
export function ReviewForm({ values, errors = {}, problem = null, sending = false, maxLengths, onRatingChange, onTitleChange, onBodyChange, onSubmit }: ReviewFormProps) {
  const words = useWords();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.rating} aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend className={labelText}>{words('reviewForm.rating')}</legend>
        <div className={styles.choices}>
          {RATINGS.map((rating) => (
            <label key={rating} className={styles.choice}>
              <input
                type="radio"
                name="rating"
                value={rating}
                className={visuallyHidden}
                checked={values.rating === rating}
                onChange={() => onRatingChange(rating)}
                aria-invalid={errors.rating ? true : undefined}
              />
              <span className={visuallyHidden}>{words('stars.choice', { count: rating })}</span>
              <Star size="lg" fill={values.rating !== null && rating <= values.rating ? 1 : 0} />
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id="review-rating-error" className={errorText}>
            {errors.rating}
          </p>
        )}
      </fieldset>
      <TextField label={words('reviewForm.title')} name="title" value={values.title} maxLength={maxLengths.title} error={errors.title} onChange={(event) => onTitleChange(event.target.value)} />
      <TextAreaField
        label={words('reviewForm.body')}
        hint={words('reviewForm.bodyHint')}
        name="body"
        rows={6}
        value={values.body}
        error={errors.body}
        onChange={(event) => onBodyChange(event.target.value)}
      />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={sending ? true : undefined}>
          {sending ? words('reviewForm.sending') : words('reviewForm.submit')}
        </Button>
      </div>
    </form>
  );
}
