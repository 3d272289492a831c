import type { components } from '@cellar/api-client';
import { addDays, canMoveOrder, refusedOrderMove } from '@cellar/domain';
import { categoryInEnglishOnly, wineInEnglishOnly, wineWithoutFacts } from '@cellar/domain/testing';
import type { JsonBodyType, RequestHandler } from 'msw';
import { api, fieldRefusal, listPage, localeOf, problem, refusal } from '../../../../.storybook/msw';
import { auditLog, mail, categories, reviews, customers, dailySales, DEFAULT_AVATAR, FIXED_TODAY, inventory, movements, orders, signedInStaff, STAFF_PASSWORD, staffMembers, type InventoryWine, type StaffCategory } from './fixtures';

/**
 * The staff's side of openapi.yaml answered from the fixtures, for the back office's screen stories
 * (`parameters.msw.handlers`, see .storybook/msw.ts). Writes change a copy of the fixtures (a renamed
 * category, an order moved on), so a screen that reloads shows the change; `restartStaffData` puts the
 * fixtures back before each story.
 */

type Schemas = components['schemas'];

const PAGE_SIZE = 25;
const NOW = `${FIXED_TODAY}T15:00:00.000Z`;

const fresh = () => structuredClone({ inventory, categories, customers, orders, movements, staffMembers, auditLog, reviews });
let db = fresh();

/** Forgets what an earlier story wrote. */
export function restartStaffData() {
  db = fresh();
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A staff search as the API runs it: every word somewhere in the fields, accents and case ignored. */
function found(q: string | null, ...fields: string[]): boolean {
  const haystack = fold(fields.join(' '));
  return fold(q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

function sortedBy<Row>(rows: Row[], key: (row: Row) => string | number, descending = false): Row[] {
  const order = descending ? -1 : 1;
  return [...rows].sort((a, b) => (key(a) < key(b) ? -order : key(a) > key(b) ? order : 0));
}

const personKey = (person: { firstname: string; lastname: string }) => `${person.lastname} ${person.firstname}`.toLowerCase();

/** A list sorted by the request's `sort` (or `fallback`), one of `keys`; `newest` is the one sorted descending. */
function listSorted<Row extends JsonBodyType>(rows: Row[], url: URL, fallback: string, keys: Record<string, (row: Row) => string | number>) {
  const sort = url.searchParams.get('sort') ?? fallback;
  const key = keys[sort];
  return listPage(key ? sortedBy(rows, key, sort === 'newest') : rows, url, PAGE_SIZE);
}

/** A wine's Spanish texts once `update` is written over them (null removes one), and which are still missing. */
function wineTexts(wine: InventoryWine, update: components['schemas']['WineTranslationsUpdate'] | undefined): Pick<InventoryWine, 'translations' | 'untranslated'> {
  const texts = { ...wine.translations['es-UY'], ...update?.['es-UY'] };
  return { translations: { 'es-UY': texts }, untranslated: { 'es-UY': (['title', 'slogan', 'description'] as const).filter((text) => !texts[text]) } };
}

/** A category's name in the language the request asks for, as the API names it in staff's wine reads. */
function categoryNamed(request: Request, category: { id: number; name: string; img: string }) {
  const spanish = localeOf(request) === 'es-UY' ? categoryOf(category.id)?.translations['es-UY'].name : null;
  return { id: category.id, name: spanish ?? category.name, img: category.img };
}

/** A wine as staff read it, its category named in their language. */
const wineFor = (request: Request, wine: InventoryWine): InventoryWine => ({ ...wine, category: categoryNamed(request, wine.category) });

/** No value asked for, or the wine's, whatever its capitals and accents. */
const matches = (asked: string[], has: (string | number | null)[]) => asked.length === 0 || asked.some((value) => has.some((own) => own !== null && fold(String(own)) === fold(value)));

const noWine = () => problem(404, 'There is no wine with this id.');
const noCategory = () => problem(404, 'There is no category with this id.');
const noOrder = () => problem(404, 'There is no order with this id.');
const noCustomer = () => problem(404, 'There is no customer with this id.');

const wineOf = (id: string) => db.inventory.find((wine) => wine.id === Number(id));
const categoryOf = (id: string | number) => db.categories.find((category) => category.id === Number(id));
const orderOf = (id: string) => db.orders.find((order) => order.id === Number(id));
const customerOf = (id: string) => db.customers.find((customer) => customer.id === Number(id));

/** The dashboard's figures for the screen's period, which always ends on the stories' fixed day so captures do not age. */
const statistics = ({ noSales }: { noSales: boolean }) =>
  api.get('/statistics', ({ query, response }) => {
    const length = Math.round((Date.parse(query.get('to')!) - Date.parse(query.get('from')!)) / 86_400_000) + 1;
    const from = addDays(FIXED_TODAY, 1 - length);
    const days = Array.from({ length }, (_, index) => addDays(from, index));
    const sales = dailySales(days).map((day) => (noSales ? { ...day, orders: 0, revenue: 0 } : day));
    const orderCount = sales.reduce((sum, day) => sum + day.orders, 0);
    return response(200).json({
      from,
      to: FIXED_TODAY,
      timeZone: 'America/Montevideo',
      totals: { orders: orderCount, revenue: sales.reduce((sum, day) => sum + day.revenue, 0), bottles: Math.round(orderCount * 2.4) },
      days: sales,
      topWines: noSales
        ? []
        : [1, 5, 8, 7, 3].map((id, rank) => {
            const { name, unitPrice } = db.inventory.find((wine) => wine.id === id)!;
            const bottles = Math.round(orderCount / (rank + 1.5));
            return { id, name, bottles, revenue: bottles * unitPrice };
          }),
      lowStock: sortedBy(
        db.inventory.filter((wine) => !wine.withdrawnAt && wine.stock <= 5),
        (wine) => wine.stock,
      ).map(({ id, name, stock }) => ({ id, name, stock })),
      ordersByStatus: noSales
        ? []
        : (['paid', 'in transit', 'delivered', 'rejected'] as const).map((status, index) => ({ status, count: [3, 5, Math.max(orderCount - 10, 0), 2][index]! })),
    });
  });

const session: RequestHandler[] = [
  api.post('/tokens/admin', async ({ request, response }) => {
    const { email, password } = await request.json();
    return email === signedInStaff.email && password === STAFF_PASSWORD ? response(200).json(signedInStaff) : problem(401, 'The email or password is incorrect.');
  }),
  api.delete('/tokens', ({ response }) => response(204).empty()),
];

const wines: RequestHandler[] = [
  api.get('/inventory', ({ request, query }) => {
    const status = query.get('status') ?? 'all';
    const rows = db.inventory
      .filter(
        (wine) =>
          found(query.get('q'), wine.name, wine.category.name) &&
          (status === 'all' || (status === 'withdrawn') === (wine.withdrawnAt !== null)) &&
          matches(query.getAll('grape'), wine.grapes.map((grape) => grape.name)) &&
          matches(query.getAll('region'), [wine.region]) &&
          matches(query.getAll('vintage'), [wine.vintage]) &&
          matches(query.getAll('producer'), [wine.producer]),
      )
      .map((wine) => wineFor(request, wine));
    return listSorted(rows, new URL(request.url), 'name', {
      name: (wine: InventoryWine) => wine.name.toLowerCase(),
      stock: (wine) => wine.stock,
      price: (wine) => wine.unitPrice,
      newest: (wine) => wine.id,
    });
  }),
  api.get('/inventory/{id}', ({ params, request, response }) => {
    const wine = wineOf(params.id);
    return wine ? response(200).json(wineFor(request, wine)) : noWine();
  }),
  api.post('/products', async ({ request, response }) => {
    const { categoryId, translations, grapes: _grapes, region: _region, country: _country, ...fields } = await request.json();
    const wine: InventoryWine = { img: 'wine-placeholder.webp', featuredImg: 'wine-placeholder-featured.webp', featured: false, ...wineWithoutFacts, ...fields, id: db.inventory.length + 1, category: categoryOf(categoryId)!, withdrawnAt: null, ...wineInEnglishOnly };
    Object.assign(wine, wineTexts(wine, translations));
    db.inventory.push(wine);
    return response(201).json(wine);
  }),
  api.patch('/products/{id}', async ({ params, request, response }) => {
    const { categoryId, translations, ...fields } = await request.json();
    const wine = wineOf(params.id);
    if (!wine) return noWine();
    const category = categoryId ? categoryOf(categoryId) : undefined;
    return response(200).json(Object.assign(wine, fields, wineTexts(wine, translations), category ? { category } : {}));
  }),
  api.delete('/products/{id}', ({ params, response }) => {
    const wine = wineOf(params.id);
    if (!wine) return noWine();
    wine.withdrawnAt = NOW;
    return response(204).empty();
  }),
  api.post('/products/{id}/restore', ({ params, response }) => {
    const wine = wineOf(params.id);
    return wine ? response(200).json(Object.assign(wine, { withdrawnAt: null })) : noWine();
  }),
  api.put('/products/{id}/image', ({ params, response }) => {
    const wine = wineOf(params.id);
    return wine ? response(200).json(wine) : noWine();
  }),
  api.get('/products/{id}/movements', ({ params, request }) =>
    listPage(
      db.movements.filter((movement) => movement.productId === Number(params.id)),
      new URL(request.url),
      PAGE_SIZE,
    ),
  ),
  api.post('/products/{id}/movements', async ({ params, request, response }) => {
    const { reason, change, note } = await request.json();
    const wine = wineOf(params.id);
    if (!wine) return noWine();
    if (wine.stock + change < 0) return refusal(409, 'stockBelowZero', { name: wine.name, stock: wine.stock, take: -change });
    wine.stock += change;
    const { id, email, firstname, lastname } = signedInStaff;
    const movement = { id: db.movements.length + 1, productId: wine.id, change, reason, orderId: null, staff: { id, email, firstname, lastname }, note: note ?? null, createdAt: NOW };
    db.movements.unshift(movement);
    return response(201).json({ movement, stock: wine.stock });
  }),
];

/** A category's Spanish name as the server keeps it: the one written, or none (the shop shows the English). */
function categoryNames(spanish: string | null | undefined): Pick<StaffCategory, 'translations' | 'untranslated'> {
  return spanish ? { translations: { 'es-UY': { name: spanish } }, untranslated: { 'es-UY': [] } } : categoryInEnglishOnly;
}

const categoryHandlers: RequestHandler[] = [
  api.get('/categories', ({ request, response }) => response(200).json(db.categories.map((category) => categoryNamed(request, category)))),
  api.get('/inventory/categories', ({ response }) => response(200).json(db.categories)),
  api.get('/categories/{id}', ({ params, response }) => {
    const category = categoryOf(params.id);
    return category ? response(200).json(category) : noCategory();
  }),
  api.post('/categories', async ({ request, response }) => {
    const { name, translations } = await request.json();
    const category = { id: db.categories.length + 1, name, img: 'category-red.webp', wines: 0, ...categoryNames(translations?.['es-UY']?.name) };
    db.categories.push(category);
    return response(201).json(category);
  }),
  api.patch('/categories/{id}', async ({ params, request, response }) => {
    const { name, translations } = await request.json();
    const category = categoryOf(params.id);
    if (!category) return noCategory();
    const taken = name && db.categories.find((other) => other !== category && other.name.toLowerCase() === name.toLowerCase());
    if (taken) return fieldRefusal(409, { field: 'name', code: 'taken' }, 'categoryNameTaken', { name: taken.name });
    const spanish = translations?.['es-UY'];
    return response(200).json(Object.assign(category, name ? { name } : {}, spanish ? categoryNames(spanish.name) : {}));
  }),
  api.delete('/categories/{id}', ({ params, response }) => {
    const category = categoryOf(params.id);
    if (!category) return noCategory();
    if (category.wines > 0) {
      return refusal(409, 'categoryInUse', { name: category.name, wines: category.wines });
    }
    db.categories.splice(db.categories.indexOf(category), 1);
    return response(204).empty();
  }),
];

const orderHandlers: RequestHandler[] = [
  api.get('/orders', ({ request, query }) => {
    const status = query.get('status');
    const rows = db.orders.filter(
      (order) => (!status || order.status === status) && found(query.get('q'), order.customer!.firstname, order.customer!.lastname, order.customer!.email),
    );
    return listPage(query.get('sort') === 'oldest' ? rows : [...rows].reverse(), new URL(request.url), PAGE_SIZE);
  }),
  api.get('/orders/{id}', ({ params, response }) => {
    const order = orderOf(params.id);
    return order ? response(200).json(order) : noOrder();
  }),
  api.patch('/orders/{id}', async ({ params, request, response }) => {
    const { status } = await request.json();
    const order = orderOf(params.id);
    if (!order) return noOrder();
    if (!canMoveOrder(order.status, status)) {
      const { code, params } = refusedOrderMove(order.status, status);
      return refusal(409, code, params);
    }
    order.status = status;
    return response(200).json(order);
  }),
];

const customerHandlers: RequestHandler[] = [
  api.get('/users', ({ request, query }) => {
    const status = query.get('status') ?? 'active';
    const shown = (customer: Schemas['CustomerSummary']) => status === 'all' || (status === 'active') === (customer.deactivatedAt === null);
    const rows = db.customers.filter((customer) => shown(customer) && found(query.get('q'), customer.firstname, customer.lastname, customer.email, customer.phone));
    return listSorted(rows, new URL(request.url), 'newest', { newest: (customer: Schemas['CustomerSummary']) => customer.id, name: personKey, email: (customer) => customer.email });
  }),
  api.get('/users/{id}', ({ params, response }) => {
    const customer = customerOf(params.id);
    if (!customer) return noCustomer();
    return response(200).json({ ...customer, orders: db.orders.filter((order) => order.customer?.id === customer.id).reverse() });
  }),
  api.delete('/users/{id}', ({ params, response }) => {
    const customer = customerOf(params.id);
    if (!customer) return noCustomer();
    customer.deactivatedAt ??= NOW;
    return response(204).empty();
  }),
  api.post('/users/{id}/restore', ({ params, response }) => {
    const customer = customerOf(params.id);
    return customer ? response(200).json(Object.assign(customer, { deactivatedAt: null })) : noCustomer();
  }),
];

const reviewHandlers: RequestHandler[] = [
  api.get('/reviews', ({ request, query }) => {
    const hidden = query.get('hidden');
    return listPage(
      db.reviews.filter((review) => hidden === null || review.hidden === (hidden === 'true')),
      new URL(request.url),
      PAGE_SIZE,
    );
  }),
  api.patch('/reviews/{id}', async ({ params, request, response }) => {
    const { hidden } = await request.json();
    const review = db.reviews.find((candidate) => candidate.id === Number(params.id));
    return review ? response(200).json(Object.assign(review, { hidden })) : problem(404, 'There is no such review.');
  }),
];

const staffHandlers: RequestHandler[] = [
  api.get('/admins', ({ request, query }) => {
    const rows = db.staffMembers.filter((member) => found(query.get('q'), member.firstname, member.lastname, member.email));
    return listSorted(rows, new URL(request.url), 'name', { newest: (member: Schemas['StaffMember']) => member.id, name: personKey, email: (member) => member.email });
  }),
  api.post('/admins', async ({ request, response }) => {
    const { password: _password, ...member } = await request.json();
    const appointed = { ...member, id: db.staffMembers.length + 1, avatar: DEFAULT_AVATAR, createdAt: NOW };
    db.staffMembers.push(appointed);
    return response(201).json(appointed);
  }),
  api.delete('/admins/{id}', ({ params, response }) => {
    if (Number(params.id) === signedInStaff.id) return problem(409, 'You cannot remove yourself from the staff. Ask another member of staff.');
    db.staffMembers = db.staffMembers.filter((member) => member.id !== Number(params.id));
    return response(204).empty();
  }),
  api.get('/audit-log', ({ request }) => listPage(db.auditLog, new URL(request.url), PAGE_SIZE)),
  api.get('/mail', ({ request }) => {
    const state = new URL(request.url).searchParams.get('state');
    return listPage(
      mail.filter((entry) => !state || entry.state === state).map(({ html: _html, text: _text, ...entry }) => entry),
      new URL(request.url),
      PAGE_SIZE,
    );
  }),
  api.get('/mail/{id}', ({ params, response }) => {
    const found = mail.find((entry) => entry.id === Number(params.id));
    return found ? response(200).json(found) : problem(404, 'There is no mail with this id.');
  }),
];

// Categories first: their staff list's path, /inventory/categories, would otherwise be read as a wine's id.
const everyScreen = [...session, ...categoryHandlers, ...wines, ...orderHandlers, ...customerHandlers, ...reviewHandlers, ...staffHandlers];

/** Every call the back office's screens make, answered from the fixtures. */
export const staffApi: RequestHandler[] = [statistics({ noSales: false }), ...everyScreen];

/** Nothing was sold in the dashboard's period. */
export const noSales: RequestHandler[] = [statistics({ noSales: true }), ...everyScreen];
