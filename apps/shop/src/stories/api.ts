import { canReviewFrom, PASSWORD_RESET_VALID_MINUTES } from '@cellar/domain';
import type { Review } from '@cellar/api-client';
import type { RequestHandler } from 'msw';
import { api, fieldRefusal, listPage, localeOf, problem, refusal } from '../../../../.storybook/msw';
import { DEMO_LOGIN } from '../shop/demo';
import { cellarIn, customer, orders, reviews } from './fixtures';

/**
 * The shop's side of openapi.yaml answered from the fixtures, for the screen stories (`parameters.msw.handlers`,
 * see .storybook/msw.ts). The answers are the contract's; the logic behind them is only as deep as the
 * stories need (the search is a plain substring match, a new order is always the same one).
 */

/** Emails with an account: the customer's, and another one a profile cannot take. */
const ACCOUNT_EMAILS = [customer.email, 'sofia@example.com'];
const EMAIL_TAKEN = 'An account with this email already exists. Log in, or use another email.';
const emailTaken = () => problem(409, EMAIL_TAKEN, [{ field: 'email', code: 'taken', message: EMAIL_TAKEN }]);

const PROFILE_FIELDS = ['firstname', 'lastname', 'address', 'phone', 'email'] as const;

/** A session's account as the API's profile shows it, without the token. */
const profileOf = ({ token: _token, ...profile }: typeof customer) => profile;

/** The one reset link of the stories that still works; any other is used, expired or unknown. */
export const RESET_TOKEN = 'Tannat-and-toast-reset-link-for-the-stories';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The fixtures' wines, in the request's language, that a catalogue request's filters keep. */
/** No value asked for, or one the wine has, whatever its capitals and accents. */
const anyOf = (asked: string[], has: string[]) => asked.length === 0 || asked.some((value) => has.some((own) => fold(own) === fold(value)));

function matching(request: Request, { ignoreCategory = false } = {}) {
  const params = new URL(request.url).searchParams;
  const { catalogue } = cellarIn(localeOf(request));
  const categoryIds = params.getAll('category').map(Number);
  const q = fold(params.get('q') ?? '');
  const min = Number(params.get('minPrice') ?? 0);
  const max = Number(params.get('maxPrice') ?? Infinity);
  return catalogue.filter(
    (wine) =>
      (ignoreCategory || categoryIds.length === 0 || categoryIds.includes(wine.category.id)) &&
      fold(`${wine.name} ${wine.category.name}`).includes(q) &&
      wine.unitPrice >= min &&
      wine.unitPrice <= max &&
      (params.get('inStock') !== 'true' || wine.stock > 0) &&
      anyOf(params.getAll('grape'), wine.grapes.map((grape) => grape.name)) &&
      anyOf(params.getAll('region'), wine.region ? [wine.region] : []) &&
      anyOf(params.getAll('vintage'), wine.vintage ? [String(wine.vintage)] : []),
  );
}

/** The customer's order history as the API lists it, newest first. */
const orderHistory = (history: typeof orders) => api.get('/orders', ({ response }) => response(200).json(history));

/** How many of these wines each value holds, largest first. */
function countsOf<Value extends string | number>(values: Value[]): { value: Value; count: number }[] {
  const counts = new Map<Value, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
}

/** The grapes', regions' and vintages' facets of these wines (the fixtures' filters leave the facts out). */
function factFacets(wines: ReturnType<typeof cellarIn>['products']) {
  return {
    grapes: countsOf(wines.flatMap((wine) => wine.grapes.map((grape) => grape.name))),
    regions: countsOf(wines.flatMap((wine) => (wine.region ? [wine.region] : []))),
    vintages: countsOf(wines.flatMap((wine) => (wine.vintage ? [wine.vintage] : []))),
  };
}

/** Every call the shop's screens make, answered from the fixtures. */
export const shopApi: RequestHandler[] = [
  api.get('/products/featured', ({ request, response }) => response(200).json(cellarIn(localeOf(request)).featured)),
  api.get('/products', ({ request }) => listPage(matching(request), new URL(request.url), 24)),
  api.get('/products/facets', ({ request, response }) => {
    const { categories } = cellarIn(localeOf(request));
    const wines = matching(request);
    const anyCategory = matching(request, { ignoreCategory: true });
    return response(200).json({
      total: wines.length,
      estimated: false,
      categories: categories.map(({ id, name }) => ({ id, name, count: anyCategory.filter((wine) => wine.category.id === id).length })),
      priceBands: [
        { min: 0, max: 699, count: wines.filter((wine) => wine.unitPrice < 700).length },
        { min: 700, max: null, count: wines.filter((wine) => wine.unitPrice >= 700).length },
      ],
      inStock: wines.filter((wine) => wine.stock > 0).length,
      ...factFacets(cellarIn(localeOf(request)).products.filter((product) => wines.some((wine) => wine.id === product.id))),
    });
  }),
  api.get('/categories', ({ request, response }) => response(200).json(cellarIn(localeOf(request)).categories)),
  api.get('/products/{id}', ({ params, request, response }) => {
    const product = cellarIn(localeOf(request)).products.find((candidate) => candidate.id === Number(params.id));
    return product ? response(200).json(product) : problem(404, 'There is no wine with this id.');
  }),
  api.get('/products/{id}/reviews', ({ params, query, request }) => {
    const own = reviews.filter((review) => review.productId === Number(params.id));
    // As the API ranks them: the body's length up to 500 characters, then the newest.
    const sayMost = (review: Review) => Math.min(review.body.length, 500);
    const sorted = query.get('sort') === 'helpful' ? [...own].sort((a, b) => sayMost(b) - sayMost(a) || b.id - a.id) : own;
    return listPage(sorted, new URL(request.url), 10);
  }),
  // The customer has reviewed nothing yet, and may review every wine of their orders that was not rejected.
  api.get('/reviews/mine', ({ response }) => response(200).json({ reviews: [], reviewable: [...new Set(orders.filter((order) => canReviewFrom(order.status)).flatMap((order) => order.productList.map((line) => line.id)))] })),
  api.post('/products/{id}/reviews', async ({ params, request, response }) => {
    const { rating, title, body } = await request.json();
    return response(201).json({ id: 3, productId: Number(params.id), rating, title: title ?? null, body, author: 'Lucía P.', createdAt: '2026-03-10T12:00:00.000Z' });
  }),
  orderHistory(orders),
  api.post('/tokens/user', async ({ request, response }) => {
    const { email, password } = await request.json();
    return email === customer.email && password === DEMO_LOGIN.password ? response(200).json(customer) : problem(401, 'The email or password is incorrect.');
  }),
  api.post('/users', async ({ request, response }) => {
    const { password: _password, ...profile } = await request.json();
    return ACCOUNT_EMAILS.includes(profile.email.trim().toLowerCase()) ? emailTaken() : response(201).json({ ...profile, id: 2, avatar: null });
  }),
  api.patch('/users/{id}', async ({ params, request, response }) => {
    if (Number(params.id) !== customer.id) return problem(404, 'There is no customer with this id.');
    const form = await request.formData();
    const fields = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, String(form.get(field)).trim()]));
    // The demo customer's session (the member's token is another): its email is how every visitor logs in.
    const demo = request.headers.get('authorization') === `Bearer ${customer.token}`;
    if (demo && fields.email!.toLowerCase() !== customer.email) return fieldRefusal(403, { field: 'email', code: 'fixed' }, 'demoEmailFixed');
    return fields.email !== customer.email && ACCOUNT_EMAILS.includes(fields.email!.toLowerCase()) ? emailTaken() : response(200).json({ ...customer, ...fields });
  }),
  api.post('/orders', ({ response }) => response(201).json({ ...orders[0]!, id: 4 })),
  api.patch('/users/{id}/password', async ({ request, response }) => {
    const { currentPassword } = await request.json();
    return currentPassword === DEMO_LOGIN.password
      ? response(204).empty()
      : problem(400, 'That is not your current password.', [{ field: 'currentPassword', code: 'invalid', message: 'That is not your current password.' }], { code: 'currentPasswordWrong' });
  }),
  api.delete('/users/{id}', async ({ request, response }) => {
    const { password } = (await request.json()) as { password: string };
    return password === DEMO_LOGIN.password
      ? response(204).empty()
      : problem(400, 'That is not your current password.', [{ field: 'password', code: 'invalid', message: 'That is not your current password.' }], { code: 'currentPasswordWrong' });
  }),
  api.get('/users/{id}/export', ({ params, response }) =>
    Number(params.id) === customer.id
      ? response(200).json({ exportedAt: '2026-03-10T12:00:00.000Z', profile: { ...profileOf(customer), language: 'en', createdAt: '2023-05-01T12:00:00.000Z' }, orders, reviews: [] })
      : refusal(403, 'ownProfileOnly'),
  ),
  api.post('/password-resets', ({ response }) => response(202).json({ validMinutes: PASSWORD_RESET_VALID_MINUTES })),
  api.post('/password-resets/{token}', ({ params, response }) => (params.token === RESET_TOKEN ? response(200).json({ email: customer.email }) : refusal(400, 'resetLinkInvalid'))),
];

/** The customer has ordered nothing yet. */
export const noOrders: RequestHandler[] = [orderHistory([]), ...shopApi];
