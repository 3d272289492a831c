import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.gen';

export type { components, operations, paths } from './schema.gen';

type Schemas = components['schemas'];
export type Problem = Schemas['Problem'];
export type Category = Schemas['Category'];
export type CategoryRef = Schemas['CategoryRef'];
export type FeaturedProduct = Schemas['FeaturedProduct'];
export type CatalogueProduct = Schemas['CatalogueProduct'];
export type Product = Schemas['Product'];
export type SignupRequest = Schemas['SignupRequest'];
export type LoginRequest = Schemas['LoginRequest'];
export type UserProfile = Schemas['UserProfile'];
export type SessionUser = Schemas['SessionUser'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type OrderStatus = Schemas['OrderStatus'];
export type NewOrder = Schemas['NewOrder'];
export type NewOrderLine = Schemas['NewOrderLine'];
export type Order = Schemas['Order'];
export type OrderLine = Schemas['OrderLine'];

export interface ApiClientOptions {
  /** Where the API lives, e.g. '/api' in the shop or 'http://127.0.0.1:3000/api' in tests. */
  baseUrl: string;
  /** Read on every request, so a login or logout takes effect without a new client. */
  getToken?: () => string | null | undefined;
  fetch?: typeof globalThis.fetch;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient({ baseUrl, getToken, fetch }: ApiClientOptions) {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
  const bearer: Middleware = {
    onRequest({ request }) {
      const token = getToken?.();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  client.use(bearer);
  return client;
}

/** An API failure carrying the server's problem+json, whose `detail` is meant to be shown to the shopper. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | undefined;

  constructor(status: number, problem: Problem | undefined, message = problem?.detail ?? `The server answered ${status}.`) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
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
