/** A failed load as a screen shows it: the readable reason and, for an API answer, its HTTP status. */
export interface Failure {
  status: 'error';
  error: string;
  httpStatus?: number;
}

export function failureOf(error: unknown): Failure {
  const httpStatus = (error as { status?: unknown } | null)?.status;
  return {
    status: 'error',
    error: error instanceof Error ? error.message : String(error),
    ...(typeof httpStatus === 'number' ? { httpStatus } : {}),
  };
}
