import type { FieldErrorCode, ProblemCode } from '@cellar/api-client';
import type { ProblemParams } from '@cellar/i18n';

/**
 * What a refusal is, in the shop's terms rather than HTTP's: the modules that hold the shop's rules
 * (catalogue, auth, images, ...) say what is wrong, and the edge (`http/problem.ts`, `problemOf`) is the
 * one place that turns each kind into a status and an `application/problem+json` answer.
 */
export type DomainErrorKind =
  /** The request asks for something that cannot be (a price range upside down, a password too long). */
  | 'invalid'
  /** An upload is not of a kind the shop takes (not a JPEG, PNG or WebP). */
  | 'unsupportedMedia'
  /** The caller has not signed in (or is no longer signed in). */
  | 'unauthenticated'
  /** The caller is signed in, but this is not theirs to do. */
  | 'forbidden'
  /** The shop cannot take this work on right now; the caller should come back after `retryAfterSeconds`. */
  | 'overloaded';

export interface DomainErrorDetails {
  /** The one field at fault, and why, by the contract's stable code. */
  field?: { name: string; code: FieldErrorCode };
  retryAfterSeconds?: number;
  /** unauthenticated: the caller is told how to sign in (a bearer token). */
  challenge?: boolean;
}

/** A refusal raised below the HTTP layer, by the contract's code and the values its words need. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ProblemCode,
    readonly params: ProblemParams = {},
    readonly details: DomainErrorDetails = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
