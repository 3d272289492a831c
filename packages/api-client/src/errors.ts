import type { components } from './schema.gen';

type Problem = components['schemas']['Problem'];
type ProblemCode = components['schemas']['ProblemCode'];
type ProblemParams = components['schemas']['ProblemParams'];

/**
 * An API failure carrying the server's problem+json: its `code` and `params`, from which a client says the
 * refusal in its own words (`problemWords` of @cellar/i18n), and its `detail`, the server's own sentence.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | undefined;
  /** Which refusal this is; undefined when the server could not be reached or answered no problem. */
  readonly code: ProblemCode | undefined;
  readonly params: ProblemParams;

  constructor(status: number, problem: Problem | undefined, message = problem?.detail ?? `The server answered ${status}.`) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
    this.code = problem?.code;
    this.params = problem?.params ?? {};
  }
}

const NETWORK_FAILURE = 'We could not reach the shop. Check your connection and try again.';

function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && typeof (value as Problem).detail === 'string';
}

/**
 * Turns an openapi-fetch result into its data or a thrown ApiError, so callers (the machines' actors)
 * deal with one failure path whose message is always readable.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: Awaited<typeof call>;
  try {
    result = await call;
  } catch {
    throw new ApiError(0, undefined, NETWORK_FAILURE);
  }
  if (result.response.ok) return result.data as T;
  throw new ApiError(result.response.status, isProblem(result.error) ? result.error : undefined);
}
