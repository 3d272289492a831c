import { problemOr } from '../messages';
import type { Phrase, Said } from '../types';

/** For a refusal that came without the server's reason: a bare 503 from a proxy in front of it, say. */
const REFUSALS: Partial<Record<number, Phrase>> = {
  401: { key: 'admin.login.incorrect' },
  429: { key: 'admin.login.tooMany' },
  503: { key: 'admin.login.busy' },
};

/**
 * Why a login failed, as the form says it: the server's refusal by its code when it gave one (it says
 * how long to wait after a 429), else a phrase for the status, else the error's own message (the API
 * client's for a network failure).
 */
export function loginProblem(error: unknown): Said {
  const { status, problem } = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; problem?: unknown };
  const refusal = problem === undefined && typeof status === 'number' ? REFUSALS[status] : undefined;
  return refusal ?? problemOr(error);
}
