import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema.gen';

export interface ApiClientOptions {
  /** Where the API lives, e.g. '/api' in the shop or 'http://127.0.0.1:3000/api' in tests. */
  baseUrl: string;
  /** Read on every request, so a login or logout takes effect without a new client. */
  getToken?: () => string | null | undefined;
  fetch?: typeof globalThis.fetch;
  /**
   * The reader's language (`es-UY`), sent as Accept-Language: wines and refusals come back in it. A
   * function is read on every request, for an app whose language changes without a new client (the back office).
   */
  language?: string | (() => string | undefined);
  /**
   * Called with the bearer token of any call the server answered 401: the session behind that token
   * has ended (expired, revoked, or wiped by a database reset). Calls made without a token never call it.
   */
  onUnauthorized?: (token: string) => void;
}

export type ApiClient = ReturnType<typeof createApiClient>;

const BEARER = /^Bearer\s+(\S+)$/i;

export function createApiClient({ baseUrl, getToken, fetch, onUnauthorized, language }: ApiClientOptions) {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
  const bearer: Middleware = {
    onRequest({ request }) {
      const token = getToken?.();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      const asked = typeof language === 'function' ? language() : language;
      if (asked && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', asked);
      return request;
    },
    onResponse({ request, response }) {
      const token = request.headers.get('Authorization')?.match(BEARER)?.[1];
      if (response.status === 401 && token) onUnauthorized?.(token);
    },
  };
  client.use(bearer);
  return client;
}
