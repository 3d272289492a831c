import { catalogue, categories, customer, featured, orders, products } from './fixtures';

export interface FakeApiOptions {
  /** 'loading' never answers; 'error' answers every call with a problem. */
  mode?: 'ok' | 'loading' | 'error';
  /** The customer has no orders yet. */
  noOrders?: boolean;
}

const UNAVAILABLE = 'The cellar is closed for maintenance. Please try again in a minute.';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function problem(status: number, detail: string): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: 'Error', status, detail }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

/** The API of openapi.yaml answered from fixtures, so screen stories never touch the network. */
export function fakeFetch({ mode = 'ok', noOrders = false }: FakeApiOptions = {}): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (mode === 'loading') return new Promise<Response>(() => undefined);
    if (mode === 'error') return problem(503, UNAVAILABLE);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const productId = /^\/products\/(\d+)$/.exec(path)?.[1];
    switch (`${request.method} ${productId ? '/products/{id}' : path}`) {
      case 'GET /products/featured':
        return json(featured);
      case 'GET /products':
        return json(catalogue);
      case 'GET /categories':
        return json(categories);
      case 'GET /products/{id}': {
        const product = products.find((p) => p.id === Number(productId));
        return product ? json(product) : problem(404, 'There is no wine with this id.');
      }
      case 'GET /orders':
        return json(noOrders ? [] : orders);
      case 'POST /tokens/user': {
        const { email, password } = (await request.json()) as { email: string; password: string };
        return email === customer.email && password === 'uncork-2026' ? json(customer) : problem(401, 'The email or password is not right.');
      }
      case 'POST /orders':
        return json({ ...orders[0], id: 4 }, 201);
      default:
        return problem(404, `No story answer for ${request.method} ${path}`);
    }
  };
}
