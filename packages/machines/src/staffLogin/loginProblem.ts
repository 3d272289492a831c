import { problemMessage } from '../messages';

/** For a refusal that came without the server's reason: a bare 503 from a proxy in front of it, say. */
const REFUSALS: Partial<Record<number, string>> = {
  401: 'The email or password is incorrect.',
  429: 'Too many login attempts. Please wait a few minutes and try again.',
  503: 'The back office is busy for a moment. Please try again in a few seconds.',
};

/**
 * Why a login failed, as the form shows it: the server's problem+json `detail` when it gave one (it says
 * how long to wait after a 429), else a line for the status, else the error's own message (the API
 * client's for a network failure).
 */
export function loginProblem(error: unknown): string {
  const { status, problem } = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; problem?: unknown };
  const refusal = problem === undefined && typeof status === 'number' ? REFUSALS[status] : undefined;
  return refusal ?? problemMessage(error);
}
