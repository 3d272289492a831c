import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, createDeferredApiClient, unwrap } from './index';

function recordingFetch(response: Response) {
  const requests: Request[] = [];
  const fetch = async (input: Request) => {
    requests.push(input);
    return response.clone();
  };
  return { requests, fetch: fetch as typeof globalThis.fetch };
}

const problem = { type: 'about:blank', title: 'Conflict', status: 409, code: 'stockShort', params: { name: 'Tannat Reserva', stock: 2 }, detail: 'Only 2 bottles of Tannat Reserva left.' };

describe('createApiClient', () => {
  it('sends the current bearer token, read at request time', async () => {
    let token: string | null = null;
    const { requests, fetch } = recordingFetch(Response.json([]));
    const api = createApiClient({ baseUrl: 'http://shop.test/api', getToken: () => token, fetch });

    await api.GET('/orders');
    token = 'abc';
    await api.GET('/orders');

    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(requests[1]?.url).toBe('http://shop.test/api/orders');
  });

  it("asks in the reader's language when it has one, and leaves the header to the browser otherwise", async () => {
    const { requests, fetch } = recordingFetch(Response.json([]));
    await createApiClient({ baseUrl: 'http://shop.test/api', fetch, language: 'es-UY' }).GET('/products');
    await createApiClient({ baseUrl: 'http://shop.test/api', fetch }).GET('/products');

    expect(requests[0]?.headers.get('Accept-Language')).toBe('es-UY');
    expect(requests[1]?.headers.get('Accept-Language')).toBeNull();
  });

  it('reads a language given as a function on every call, for an app whose reader changes language', async () => {
    const { requests, fetch } = recordingFetch(Response.json([]));
    let language = 'en';
    const api = createApiClient({ baseUrl: 'http://shop.test/api', fetch, language: () => language });
    await api.GET('/inventory');
    language = 'es-UY';
    await api.GET('/inventory');

    expect(requests.map((request) => request.headers.get('Accept-Language'))).toEqual(['en', 'es-UY']);
  });
});

describe('onUnauthorized', () => {
  const expired = () => Response.json({ type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Your session has expired. Please log in again.' }, { status: 401 });

  it('reports each 401 to a call made with a token, naming the token it was sent with', async () => {
    const seen: string[] = [];
    const fetch = (async () => expired()) as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: 'http://shop.test/api', getToken: () => 'saved-token', fetch, onUnauthorized: (token) => seen.push(token) });

    await api.GET('/orders');
    await api.DELETE('/tokens', { headers: { Authorization: 'Bearer given-token' } });

    expect(seen).toEqual(['saved-token', 'given-token']);
  });

  it('stays quiet for a 401 to a call made without a token (a wrong password) and for other failures', async () => {
    const seen: string[] = [];
    let token: string | null = null;
    let answer = expired;
    const fetch = (async () => answer()) as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: 'http://shop.test/api', getToken: () => token, fetch, onUnauthorized: (t) => seen.push(t) });

    await api.POST('/tokens/user', { body: { email: 'a@b.example', password: 'wrong-one' } });
    token = 'saved-token';
    answer = () => Response.json(problem, { status: 409 });
    await api.POST('/orders', { body: { productList: [{ id: 1, qty: 1 }], shippingAddress: 'Rambla 1', shippingDate: '2026-03-05', paymentMethod: 'Visa' } });

    expect(seen).toEqual([]);
  });

  it('reports through the deferred client too', async () => {
    const seen: string[] = [];
    const fetch = (async () => expired()) as typeof globalThis.fetch;
    const api = createDeferredApiClient({ baseUrl: 'http://shop.test/api', getToken: () => 'saved-token', fetch, onUnauthorized: (token) => seen.push(token) });
    await api.GET('/orders');
    expect(seen).toEqual(['saved-token']);
  });
});

describe('unwrap', () => {
  it('returns the data of a successful call', async () => {
    const { fetch } = recordingFetch(Response.json([{ id: 1, name: 'Red', img: 'red.svg' }]));
    const api = createApiClient({ baseUrl: 'http://shop.test/api', fetch });
    await expect(unwrap(api.GET('/categories'))).resolves.toEqual([{ id: 1, name: 'Red', img: 'red.svg' }]);
  });

  it("throws the server's problem: its code and params to say it by, its detail as the error message", async () => {
    const { fetch } = recordingFetch(Response.json(problem, { status: 409, headers: { 'content-type': 'application/problem+json' } }));
    const api = createApiClient({ baseUrl: 'http://shop.test/api', fetch });
    const error = await unwrap(api.GET('/orders')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(problem.detail);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).code).toBe('stockShort');
    expect((error as ApiError).params).toEqual({ name: 'Tannat Reserva', stock: 2 });
  });

  it('explains a network failure in words a shopper understands', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: 'http://shop.test/api', fetch });
    await expect(unwrap(api.GET('/categories'))).rejects.toThrow('We could not reach the shop');
  });
});

describe('createDeferredApiClient', () => {
  it('answers each call as the client would, with the token read at request time', async () => {
    let token: string | null = null;
    const { requests, fetch } = recordingFetch(Response.json([{ id: 1, name: 'Red', img: 'red.svg' }]));
    const api = createDeferredApiClient({ baseUrl: 'http://shop.test/api', getToken: () => token, fetch });

    await expect(unwrap(api.GET('/categories'))).resolves.toEqual([{ id: 1, name: 'Red', img: 'red.svg' }]);
    token = 'abc';
    await api.POST('/tokens/user', { body: { email: 'a@b.example', password: 'secret-123' } });

    expect(requests.map((request) => `${request.method} ${request.url} ${request.headers.get('Authorization')}`)).toEqual([
      'GET http://shop.test/api/categories null',
      'POST http://shop.test/api/tokens/user Bearer abc',
    ]);
  });
});
