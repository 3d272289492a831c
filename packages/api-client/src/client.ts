import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema.gen';

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
