import type { FieldErrorCode, FieldRefusals } from '@cellar/domain';
import { problemOr, type FieldWords } from '../messages';
import type { Phrase, Said } from '../types';

/** The message under each refused field of a form. */
export type FieldErrors<Field extends string> = Partial<Record<Field, Phrase>>;

/** Each refused field in the form's words. */
export function wordsFor<Field extends string>(refusals: FieldRefusals<Field>, words: Record<Field, FieldWords>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, code] of Object.entries(refusals) as [Field, FieldErrorCode][]) errors[field] = words[field](code);
  return errors;
}

/**
 * The fields of a form that a server refusal names (its problem+json `errors`, carried by the API
 * client's error as `problem`); empty when it names none of them, and the form shows its detail instead.
 */
export function serverRefusals<Field extends string>(error: unknown, words: Record<Field, FieldWords>): FieldRefusals<Field> {
  const problem = (error as { problem?: { errors?: unknown } } | null)?.problem;
  const refusals: FieldRefusals<Field> = {};
  if (!Array.isArray(problem?.errors)) return refusals;
  for (const item of problem.errors as { field?: unknown; code?: unknown }[]) {
    if (typeof item.field === 'string' && Object.hasOwn(words, item.field) && typeof item.code === 'string') {
      refusals[item.field as Field] = item.code as FieldErrorCode;
    }
  }
  return refusals;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/**
 * What a form shows for a refused call: the fields the server's refusal names, in the form's words, or,
 * when it names none of them, the reason itself (`problem`) above the button.
 */
export function formRefusal<Field extends string>(error: unknown, words: Record<Field, FieldWords>): { fieldErrors: FieldErrors<Field>; problem: Said | null } {
  const fieldErrors = wordsFor(serverRefusals(error, words), words);
  return hasErrors(fieldErrors) ? { fieldErrors, problem: null } : { fieldErrors, problem: problemOr(error) };
}
