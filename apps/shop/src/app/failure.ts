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
