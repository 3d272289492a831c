import { ApiError } from '@cellar/api-client';

/** A failed load as a screen shows it: the readable reason and, for an API answer, its HTTP status. */
export interface Failure {
  status: 'error';
  error: string;
  httpStatus?: number;
}

export function failureOf(error: unknown): Failure {
  return {
    status: 'error',
    error: error instanceof Error ? error.message : String(error),
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
