import type { ApiClient, ApiClientOptions } from './client';

/** The calls the shop makes: one per HTTP method of the API. */
export type ApiCalls = Pick<ApiClient, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;

/**
 * The API client, loaded with its first call. A server-rendered page arrives with its data, so its
 * first screen needs no API call, and the fetch library stays out of the JavaScript it waits for.
 */
export function createDeferredApiClient(options: ApiClientOptions): ApiCalls {
  let client: Promise<ApiClient> | undefined;
  const load = () => (client ??= import('./client').then(({ createApiClient }) => createApiClient(options)));
  const deferred = <M extends keyof ApiCalls>(method: M) =>
    ((...args: unknown[]) => load().then((loaded) => (loaded[method] as (...params: unknown[]) => unknown)(...args))) as ApiCalls[M];
  return { GET: deferred('GET'), POST: deferred('POST'), PUT: deferred('PUT'), PATCH: deferred('PATCH'), DELETE: deferred('DELETE') };
}
