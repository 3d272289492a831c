import { ApiError } from '@cellar/api-client';
import type { Phrase, Said } from '@cellar/machines';

/** A failed load as a screen shows it: the reason (the shop's own phrase, or the server's text) and, for an API answer, its HTTP status. */
export interface Failure {
  status: 'error';
  error: Said;
  httpStatus?: number;
}

/** An API answer the shop explains in its own words, which the screen reads in the shopper's language. */
export class PhrasedApiError extends ApiError {
  readonly phrase: Phrase;

  constructor(status: number, phrase: Phrase) {
    super(status, undefined, phrase.key);
    this.phrase = phrase;
  }
}

export function failureOf(error: unknown): Failure {
  return {
    status: 'error',
    error: error instanceof PhrasedApiError ? error.phrase : error instanceof Error ? error.message : String(error),
    ...(error instanceof ApiError ? { httpStatus: error.status } : {}),
  };
}

/** A failed load's part in its page's status: the API's refusal is the page's, an answer that never came makes it unavailable for now. */
const statusOf = ({ httpStatus = 0 }: Failure) => (httpStatus >= 400 && httpStatus < 500 ? httpStatus : 503);

/**
 * The HTTP status of a page showing `failures`, with the router's own (404 for an unknown address): a load the
 * API refused (a forged cursor 400, a missing wine 404) gives the page its status; one it could not answer (a
 * 5xx, or nothing) makes the page 503, which nobody keeps.
 */
export function pageStatus(routerStatus: number, failures: readonly Failure[]): number {
  return Math.max(routerStatus, ...failures.map(statusOf));
}
