import type { MessageKey, MessageValues, Words } from './index';
import { messages as english } from './messages/compiled/en.gen';

/** The values a refusal's words need, as the API sends them in a problem's or a field error's `params`. */
export type ProblemParams = Record<string, string | number>;

/** One refused field as the API describes it: its name, the contract's FieldErrorCode and that code's params. */
export interface FieldRefusal {
  field: string;
  code: string;
  params?: ProblemParams;
}

/** A refusal as the API describes it (a problem+json body, or what a client kept of one). */
export interface Refusal {
  code?: string;
  params?: ProblemParams;
  errors?: readonly FieldRefusal[];
  /** The server's own sentence: said when the code is one these words do not know (a newer server's). */
  detail?: string;
}

function known(key: string): key is MessageKey {
  return Object.hasOwn(english, key);
}

/** What is wrong with one field, in `words`' language: `field.<code>`, the field named as the request names it. */
export function fieldErrorWords(words: Words, error: FieldRefusal): string {
  const key = `field.${error.code}`;
  return words(known(key) ? key : 'field.invalid', { ...error.params, field: error.field } satisfies MessageValues);
}

/**
 * A refusal in `words`' language, from its code: `problem.<code>` with its params. A `validation`
 * refusal says its one field's words, or every field's after "Please correct:". A code these words do not
 * know falls back to the server's `detail`, then to `fallback`.
 */
export function problemWords(words: Words, refusal: Refusal, fallback = ''): string {
  const key = `problem.${refusal.code ?? ''}`;
  if (!known(key)) return refusal.detail ?? fallback;
  if (refusal.code === 'validation') {
    const fields = (refusal.errors ?? []).map((error) => fieldErrorWords(words, error));
    if (fields.length === 1) return fields[0]!;
    return words(key, { list: fields.join(' ') });
  }
  return words(key, refusal.params);
}
