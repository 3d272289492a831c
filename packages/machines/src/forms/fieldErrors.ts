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

/** What a form's machine keeps about its refusals: under each field, or above the button, and how many were at fields. */
export interface FormRefusals<Field extends string> {
  fieldErrors: FieldErrors<Field>;
  problem: Said | null;
  /** Counts the sends refused at a field, so the form can take the shopper to the first one each time. */
  refusals: number;
}

/** The form refused before anything is sent: each field `refusals` names says why. */
export function refusedFields<Field extends string>(count: number, refusals: FieldRefusals<Field>, words: Record<Field, FieldWords>): FormRefusals<Field> {
  return { fieldErrors: wordsFor(refusals, words), problem: null, refusals: count + 1 };
}

/** A refused call: at the fields it names, or its reason above the button. */
export function refusedCall<Field extends string>(count: number, error: unknown, words: Record<Field, FieldWords>): FormRefusals<Field> {
  const { fieldErrors, problem } = formRefusal(error, words);
  return { fieldErrors, problem, refusals: problem === null ? count + 1 : count };
}

/** The form's refusals without `field`'s: what the shopper corrects is no longer marked wrong (the form is checked again at the next send). */
export function corrected<Field extends string>(fieldErrors: FieldErrors<Field>, field: Field): FieldErrors<Field> {
  const { [field]: _corrected, ...rest } = fieldErrors;
  return rest as FieldErrors<Field>;
}
