import { json, listPage, problem } from '../../../../.storybook/fakeHttp';
import { catalogue, categories, customer, featured, orders, products } from './fixtures';

export interface FakeApiOptions {
  /** 'loading' never answers; 'error' answers every call with a problem. */
  mode?: 'ok' | 'loading' | 'error';
  /** The customer has no orders yet. */
  noOrders?: boolean;
}

const UNAVAILABLE = 'The cellar is closed for maintenance. Please try again in a minute.';

/** Emails with an account: the customer's, and another one a profile cannot take. */
const ACCOUNT_EMAILS = [customer.email, 'sofia@example.com'];
const EMAIL_TAKEN = 'An account with this email already exists. Log in, or use another email.';
const emailTaken = () => problem(409, EMAIL_TAKEN, [{ field: 'email', code: 'taken', message: EMAIL_TAKEN }]);

const PROFILE_FIELDS = ['firstname', 'lastname', 'address', 'phone', 'email'] as const;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The fixtures' wines that a catalogue request's filters keep (the search is a plain substring match here). */
function matching(params: URLSearchParams, { ignoreCategory = false } = {}) {
  const categories = params.getAll('category').map(Number);
  const q = fold(params.get('q') ?? '');
  const min = Number(params.get('minPrice') ?? 0);
  const max = Number(params.get('maxPrice') ?? Infinity);
  return catalogue.filter(
    (wine) =>
      (ignoreCategory || categories.length === 0 || categories.includes(wine.category.id)) &&
      fold(`${wine.name} ${wine.category.name}`).includes(q) &&
      wine.unitPrice >= min &&
      wine.unitPrice <= max &&
      (params.get('inStock') !== 'true' || wine.stock > 0),
  );
}

function facets(params: URLSearchParams): Response {
  const wines = matching(params);
  const anyCategory = matching(params, { ignoreCategory: true });
  return json({
    total: wines.length,
    estimated: false,
    categories: categories.map(({ id, name }) => ({ id, name, count: anyCategory.filter((wine) => wine.category.id === id).length })),
    priceBands: [
      { min: 0, max: 699, count: wines.filter((wine) => wine.unitPrice < 700).length },
      { min: 700, max: null, count: wines.filter((wine) => wine.unitPrice >= 700).length },
    ],
    inStock: wines.filter((wine) => wine.stock > 0).length,
  });
}

/** The API of openapi.yaml answered from fixtures, so screen stories never touch the network. */
export function fakeFetch({ mode = 'ok', noOrders = false }: FakeApiOptions = {}): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (mode === 'loading') return new Promise<Response>(() => undefined);
    if (mode === 'error') return problem(503, UNAVAILABLE);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const productId = /^\/products\/(\d+)$/.exec(path)?.[1];
    switch (`${request.method} ${productId ? '/products/{id}' : path}`) {
      case 'GET /products/featured':
        return json(featured);
      case 'GET /products':
        return listPage(matching(url.searchParams), url, 24);
      case 'GET /products/facets':
        return facets(url.searchParams);
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
        return email === customer.email && password === 'uncork-2026' ? json(customer) : problem(401, 'The email or password is incorrect.');
      }
      case 'POST /users': {
        const { password: _password, ...profile } = (await request.json()) as Record<string, string>;
        return ACCOUNT_EMAILS.includes(profile.email!.trim().toLowerCase()) ? emailTaken() : json({ ...profile, id: 2, avatar: null }, 201);
      }
      case `PATCH /users/${customer.id}`: {
        const form = await request.formData();
        const fields = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, String(form.get(field)).trim()]));
        return fields.email !== customer.email && ACCOUNT_EMAILS.includes(fields.email!.toLowerCase()) ? emailTaken() : json({ ...customer, ...fields });
      }
      case 'POST /orders':
        return json({ ...orders[0], id: 4 }, 201);
      default:
        return problem(404, `No story answer for ${request.method} ${path}`);
    }
  };
}
