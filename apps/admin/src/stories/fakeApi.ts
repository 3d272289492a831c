import type { components } from '@cellar/api-client';
import { addDays, canMoveOrder, refusedOrderMove, type OrderStatus } from '@cellar/domain';
import { json, listPage, noContent, problem } from '../../../../.storybook/fakeHttp';
import {
  auditLog,
  categories,
  DEFAULT_AVATAR,
  customers,
  dailySales,
  FIXED_TODAY,
  inventory,
  movements,
  orders,
  signedInStaff,
  STAFF_PASSWORD,
  staffMembers,
  type InventoryWine,
} from './fixtures';

type Schemas = components['schemas'];

export interface FakeStaffApiOptions {
  /** 'loading' never answers; 'error' answers every call with a problem. */
  mode?: 'ok' | 'loading' | 'error';
  /** Nothing was sold in the dashboard's period. */
  noSales?: boolean;
}

const UNAVAILABLE = 'The cellar is closed for maintenance. Please try again in a minute.';
const PAGE_SIZE = 25;

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

interface Call {
  url: URL;
  /** The number in the path, for routes written with {id}. */
  id: number;
  body: <Body>() => Promise<Body>;
}

type Route = [method: string, path: string, answer: (call: Call) => Response | Promise<Response>];

/**
 * Every call the back office's screens make, answered from a copy of the fixtures that the story's
 * writes change (a renamed category, an order moved on), so a screen that reloads shows the change.
 */
function staffRoutes({ noSales = false }: FakeStaffApiOptions): Route[] {
  const db = structuredClone({ inventory, categories, customers, orders, movements, staffMembers, auditLog });
  const wineOr404 = (id: number, answer: (wine: InventoryWine) => Response) => {
    const wine = db.inventory.find((candidate) => candidate.id === id);
    return wine ? answer(wine) : problem(404, 'There is no wine with this id.');
  };
  const params = (url: URL, name: string) => url.searchParams.get(name);

  return [
    [
      'POST',
      '/tokens/admin',
      async ({ body }) => {
        const { email, password } = await body<Schemas['LoginRequest']>();
        return email === signedInStaff.email && password === STAFF_PASSWORD ? json(signedInStaff) : problem(401, 'The email or password is incorrect.');
      },
    ],
    ['DELETE', '/tokens', () => noContent()],
    [
      'GET',
      '/statistics',
      ({ url }) => {
        // The period's length is the screen's; it always ends on the stories' fixed day, so captures do not age.
        const length = Math.round((Date.parse(params(url, 'to')!) - Date.parse(params(url, 'from')!)) / 86_400_000) + 1;
        const from = addDays(FIXED_TODAY, 1 - length);
        const days = Array.from({ length }, (_, index) => addDays(from, index));
        const sales = dailySales(days).map((day) => (noSales ? { ...day, orders: 0, revenue: 0 } : day));
        const orders = sales.reduce((sum, day) => sum + day.orders, 0);
        return json({
          from,
          to: FIXED_TODAY,
          timeZone: 'America/Montevideo',
          totals: { orders, revenue: sales.reduce((sum, day) => sum + day.revenue, 0), bottles: Math.round(orders * 2.4) },
          days: sales,
          topWines: noSales
            ? []
            : [1, 5, 8, 7, 3].map((id, rank) => {
                const { name, unitPrice } = db.inventory.find((wine) => wine.id === id)!;
                const bottles = Math.round(orders / (rank + 1.5));
                return { id, name, bottles, revenue: bottles * unitPrice };
              }),
          lowStock: sortedBy(
            db.inventory.filter((wine) => !wine.withdrawnAt && wine.stock <= 5),
            (wine) => wine.stock,
          ).map(({ id, name, stock }) => ({ id, name, stock })),
          ordersByStatus: noSales
            ? []
            : (['paid', 'in transit', 'delivered', 'rejected'] as const).map((status, index) => ({ status, count: [3, 5, Math.max(orders - 10, 0), 2][index]! })),
        } satisfies Schemas['Statistics']);
      },
    ],
    [
      'GET',
      '/inventory',
      ({ url }) => {
        const status = params(url, 'status') ?? 'all';
        const rows = db.inventory.filter(
          (wine) =>
            found(params(url, 'q'), wine.name, wine.category.name) &&
            (status === 'all' || (status === 'withdrawn') === (wine.withdrawnAt !== null)),
        );
        const sort = params(url, 'sort') ?? 'name';
        const key = { name: (wine: InventoryWine) => wine.name.toLowerCase(), stock: (wine: InventoryWine) => wine.stock, price: (wine: InventoryWine) => wine.unitPrice, newest: (wine: InventoryWine) => wine.id }[sort];
        return listPage(key ? sortedBy(rows, key, sort === 'newest') : rows, url, PAGE_SIZE);
      },
    ],
    ['GET', '/inventory/{id}', ({ id }) => wineOr404(id, json)],
    [
      'POST',
      '/products',
      async ({ body }) => {
        const { categoryId, ...fields } = await body<Schemas['NewProduct']>();
        const category = db.categories.find((candidate) => candidate.id === categoryId)!;
        const wine: InventoryWine = { img: 'wine-placeholder.webp', featuredImg: 'wine-placeholder-featured.webp', featured: false, ...fields, id: db.inventory.length + 1, category, withdrawnAt: null };
        db.inventory.push(wine);
        return json(wine, 201);
      },
    ],
    [
      'PATCH',
      '/products/{id}',
      async ({ id, body }) => {
        const { categoryId, ...fields } = await body<Schemas['ProductUpdate']>();
        return wineOr404(id, (wine) => {
          Object.assign(wine, fields, categoryId ? { category: db.categories.find((candidate) => candidate.id === categoryId) } : {});
          return json(wine);
        });
      },
    ],
    ['DELETE', '/products/{id}', ({ id }) => wineOr404(id, (wine) => (Object.assign(wine, { withdrawnAt: `${FIXED_TODAY}T15:00:00.000Z` }), noContent()))],
    ['POST', '/products/{id}/restore', ({ id }) => wineOr404(id, (wine) => json(Object.assign(wine, { withdrawnAt: null })))],
    ['PUT', '/products/{id}/image', ({ id }) => wineOr404(id, json)],
    ['GET', '/products/{id}/movements', ({ id, url }) => listPage(db.movements.filter((movement) => movement.productId === id), url, PAGE_SIZE)],
    [
      'POST',
      '/products/{id}/movements',
      async ({ id, body }) => {
        const { reason, change, note } = await body<Schemas['StockAdjustment']>();
        const { email, firstname, lastname } = signedInStaff;
        return wineOr404(id, (wine) => {
          if (wine.stock + change < 0) return problem(409, `Only ${wine.stock} bottles of ${wine.name} in stock: taking ${-change} away would leave fewer than none.`);
          wine.stock += change;
          const movement = { id: db.movements.length + 1, productId: id, change, reason, orderId: null, staff: { id: signedInStaff.id, email, firstname, lastname }, note: note ?? null, createdAt: `${FIXED_TODAY}T15:00:00.000Z` };
          db.movements.unshift(movement);
          return json({ movement, stock: wine.stock } satisfies Schemas['StockAdjusted'], 201);
        });
      },
    ],
    ['GET', '/categories', () => json(db.categories)],
    [
      'POST',
      '/categories',
      async ({ body }) => {
        const { name } = await body<Schemas['NewCategory']>();
        const category = { id: db.categories.length + 1, name, img: 'category-red.webp', wines: 0 };
        db.categories.push(category);
        return json(category, 201);
      },
    ],
    [
      'PATCH',
      '/categories/{id}',
      async ({ id, body }) => {
        const { name } = await body<Schemas['CategoryUpdate']>();
        const category = db.categories.find((candidate) => candidate.id === id);
        return category ? json(Object.assign(category, name ? { name } : {})) : problem(404, 'There is no category with this id.');
      },
    ],
    [
      'DELETE',
      '/categories/{id}',
      ({ id }) => {
        const category = db.categories.find((candidate) => candidate.id === id);
        if (!category) return problem(404, 'There is no category with this id.');
        if (category.wines > 0) {
          return problem(409, `${category.name} still has ${category.wines} ${category.wines === 1 ? 'wine' : 'wines'} (on sale or withdrawn). Move them to another category first.`);
        }
        db.categories.splice(db.categories.indexOf(category), 1);
        return noContent();
      },
    ],
    [
      'GET',
      '/orders',
      ({ url }) => {
        const status = params(url, 'status');
        const rows = db.orders.filter(
          (order) => (!status || order.status === status) && found(params(url, 'q'), order.customer!.firstname, order.customer!.lastname, order.customer!.email),
        );
        return listPage(params(url, 'sort') === 'oldest' ? rows : [...rows].reverse(), url, PAGE_SIZE);
      },
    ],
    [
      'GET',
      '/orders/{id}',
      ({ id }) => {
        const order = db.orders.find((candidate) => candidate.id === id);
        return order ? json(order) : problem(404, 'There is no order with this id.');
      },
    ],
    [
      'PATCH',
      '/orders/{id}',
      async ({ id, body }) => {
        const { status } = await body<{ status: OrderStatus }>();
        const order = db.orders.find((candidate) => candidate.id === id);
        if (!order) return problem(404, 'There is no order with this id.');
        if (!canMoveOrder(order.status, status)) return problem(409, refusedOrderMove(order.status, status));
        order.status = status;
        return json(order);
      },
    ],
    [
      'GET',
      '/users',
      ({ url }) => {
        const status = params(url, 'status') ?? 'active';
        const shown = (customer: Schemas['CustomerSummary']) => status === 'all' || (status === 'active') === (customer.deactivatedAt === null);
        const rows = db.customers.filter((customer) => shown(customer) && found(params(url, 'q'), customer.firstname, customer.lastname, customer.email, customer.phone));
        const sort = params(url, 'sort') ?? 'newest';
        const key = { newest: (customer: Schemas['CustomerSummary']) => customer.id, name: personKey, email: (customer: Schemas['CustomerSummary']) => customer.email }[sort];
        return listPage(key ? sortedBy(rows, key, sort === 'newest') : rows, url, PAGE_SIZE);
      },
    ],
    [
      'GET',
      '/users/{id}',
      ({ id }) => {
        const customer = db.customers.find((candidate) => candidate.id === id);
        if (!customer) return problem(404, 'There is no customer with this id.');
        const theirs = db.orders.filter((order) => order.customer?.id === id).reverse();
        return json({ ...customer, orders: theirs } satisfies Schemas['CustomerDetail']);
      },
    ],
    [
      'DELETE',
      '/users/{id}',
      ({ id }) => {
        const customer = db.customers.find((candidate) => candidate.id === id);
        if (!customer) return problem(404, 'There is no customer with this id.');
        customer.deactivatedAt ??= `${FIXED_TODAY}T15:00:00.000Z`;
        return noContent();
      },
    ],
    [
      'POST',
      '/users/{id}/restore',
      ({ id }) => {
        const customer = db.customers.find((candidate) => candidate.id === id);
        return customer ? json(Object.assign(customer, { deactivatedAt: null })) : problem(404, 'There is no customer with this id.');
      },
    ],
    [
      'GET',
      '/admins',
      ({ url }) => {
        const rows = db.staffMembers.filter((member) => found(params(url, 'q'), member.firstname, member.lastname, member.email));
        const sort = params(url, 'sort') ?? 'name';
        const key = { newest: (member: Schemas['StaffMember']) => member.id, name: personKey, email: (member: Schemas['StaffMember']) => member.email }[sort];
        return listPage(key ? sortedBy(rows, key, sort === 'newest') : rows, url, PAGE_SIZE);
      },
    ],
    [
      'POST',
      '/admins',
      async ({ body }) => {
        const { password: _password, ...member } = await body<Schemas['NewStaffMember']>();
        const appointed = { ...member, id: db.staffMembers.length + 1, avatar: DEFAULT_AVATAR, createdAt: `${FIXED_TODAY}T15:00:00.000Z` };
        db.staffMembers.push(appointed);
        return json(appointed, 201);
      },
    ],
    [
      'DELETE',
      '/admins/{id}',
      ({ id }) => {
        if (id === signedInStaff.id) return problem(409, 'You cannot remove yourself from the staff. Ask another member of staff.');
        db.staffMembers = db.staffMembers.filter((member) => member.id !== id);
        return noContent();
      },
    ],
    ['GET', '/audit-log', ({ url }) => listPage(db.auditLog, url, PAGE_SIZE)],
  ];
}

const pattern = (path: string) => new RegExp(`^${path.replace('{id}', '(\\d+)')}$`);

/** The staff's side of openapi.yaml answered from fixtures, so the back office's stories never touch the network. */
export function fakeStaffFetch(options: FakeStaffApiOptions = {}): typeof fetch {
  const routes = staffRoutes(options).map(([method, path, answer]) => ({ method, path: pattern(path), answer }));
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (options.mode === 'loading') return new Promise<Response>(() => undefined);
    if (options.mode === 'error') return problem(503, UNAVAILABLE);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    for (const route of routes) {
      const match = route.method === request.method ? route.path.exec(path) : null;
      if (match) return route.answer({ url, id: Number(match[1]), body: async <Body>() => (await request.json()) as Body });
    }
    return problem(404, `No story answer for ${request.method} ${path}`);
  };
}
