import type { components, SessionUser } from '@cellar/api-client';
import { shopNoon } from '@cellar/domain';
import { categories as wineCategories, categoryInEnglishOnly, wines } from '@cellar/domain/testing';

/**
 * Story data only: the back office's view of the shared wines (`@cellar/domain/testing`), with fixed
 * dates. Pictures are the demo artwork of apps/api/images, which Storybook serves at /images as the API
 * server does.
 */

type Schemas = components['schemas'];
export type InventoryWine = Schemas['InventoryProduct'];
export type StaffCategory = Schemas['StaffCategory'];
export type StaffOrder = Schemas['Order'];
export type Customer = Schemas['CustomerSummary'];

/** The shop day the stories' statistics end on. */
export const FIXED_TODAY = '2026-03-10';

/** Timestamps at midday in Montevideo, so the day shown does not depend on the machine's time zone. */
const noon = (day: string) => `${day}T15:00:00.000Z`;
/** What the API names for a member of staff without an uploaded avatar. */
export const DEFAULT_AVATAR = 'avatar-default.webp';

export const STAFF_PASSWORD = 'cellar-admin-2026';

export const staffMembers: Schemas['StaffMember'][] = [
  { id: 1, firstname: 'Inés', lastname: 'Olivera', email: 'admin@thecellar.example', avatar: DEFAULT_AVATAR, createdAt: noon('2025-11-03') },
  { id: 2, firstname: 'Martín', lastname: 'Suárez', email: 'martin.suarez@thecellar.example', avatar: DEFAULT_AVATAR, createdAt: noon('2026-01-15') },
  { id: 3, firstname: 'Camila', lastname: 'Fernández', email: 'camila.fernandez@thecellar.example', avatar: DEFAULT_AVATAR, createdAt: noon('2026-02-20') },
];

const [ines, martin, camila] = staffMembers.map(({ id, firstname, lastname, email }) => ({ id, firstname, lastname, email })) as [
  Schemas['StaffRef'],
  Schemas['StaffRef'],
  Schemas['StaffRef'],
];

/** The member of staff signed in to the back office in every story but the login's. */
export const signedInStaff: SessionUser = { ...ines, token: 'staff-story-token', address: 'Rambla República de México 5515, Montevideo', phone: '+598 2 600 1234', avatar: null };

/** The Estancia's texts in Spanish, all written: the rest of the shared set waits for its translator. */
const ESTANCIA_IN_SPANISH: Pick<InventoryWine, 'translations' | 'untranslated'> = {
  translations: {
    'es-UY': {
      title: 'Estancia Piedra Alta Tannat Reserva 2019',
      slogan: 'El corazón de Canelones en una copa',
      description: 'Violeta profundo, con aromas de mora, ciruela y violetas sobre cacao y un toque de cedro de doce meses en roble francés. Hecho para el asado.',
    },
  },
  untranslated: { 'es-UY': [] },
};

/** The back office lists every wine of the shared set, the withdrawn one included. */
export const inventory: InventoryWine[] = wines.map((wine) => (wine.id === 1 ? { ...wine, ...ESTANCIA_IN_SPANISH } : wine));

/** The Spanish names written so far: Sparkling and Dessert are still to be named. */
const SPANISH_NAMES: Record<number, string> = { 1: 'Tinto', 2: 'Blanco', 3: 'Rosado' };

/** The categories as staff see them, with how many wines (on sale or withdrawn) each holds. */
export const categories: StaffCategory[] = wineCategories.map((category) => ({
  ...category,
  wines: inventory.filter((item) => item.category.id === category.id).length,
  ...(SPANISH_NAMES[category.id] ? { translations: { 'es-UY': { name: SPANISH_NAMES[category.id]! } }, untranslated: { 'es-UY': [] } } : categoryInEnglishOnly),
}));

export const customers: Customer[] = [
  { id: 1, firstname: 'Lucía', lastname: 'Pereira', email: 'demo@thecellar.example', phone: '+598 99 123 456', address: 'Av. 18 de Julio 1453, Montevideo', avatar: null, createdAt: noon('2025-11-20'), deactivatedAt: null, orderCount: 3 },
  { id: 2, firstname: 'Valentina', lastname: 'Rodríguez', email: 'valentina@example.com', phone: '+598 94 555 111', address: 'Bulevar Artigas 1020, Montevideo', avatar: null, createdAt: noon('2025-12-08'), deactivatedAt: null, orderCount: 3 },
  { id: 3, firstname: 'Joaquín', lastname: 'Méndez', email: 'joaquin.mendez@example.com', phone: '+598 98 700 321', address: 'Calle Sarandí 675, Montevideo', avatar: null, createdAt: noon('2026-01-11'), deactivatedAt: noon('2026-02-28'), orderCount: 1 },
  { id: 4, firstname: 'Sofía', lastname: 'Castro', email: 'sofia.castro@example.com', phone: '+598 91 246 810', address: 'Av. Gorlero 890, Punta del Este', avatar: null, createdAt: noon('2026-03-04'), deactivatedAt: null, orderCount: 0 },
];

function order(id: number, customerId: number, day: string, status: StaffOrder['status'], paymentMethod: StaffOrder['paymentMethod'], lines: [wineId: number, qty: number][]): StaffOrder {
  const { firstname, lastname, email, address } = customers.find((candidate) => candidate.id === customerId)!;
  const productList = lines.map(([wineId, qty]) => {
    const { name, img, unitPrice, stock, withdrawnAt } = inventory.find((candidate) => candidate.id === wineId)!;
    return { id: wineId, name, img, unitPrice, qty, stock, onSale: withdrawnAt === null };
  });
  const shipping = new Date(`${day}T12:00:00.000Z`);
  shipping.setUTCDate(shipping.getUTCDate() + 2);
  return {
    id,
    createdAt: noon(day),
    shippingAddress: address,
    shippingDate: shopNoon(shipping.toISOString().slice(0, 10)),
    paymentMethod,
    status,
    customer: { id: customerId, firstname, lastname, email, erased: false },
    user: { id: customerId, firstname, lastname, email, erased: false },
    totalItems: productList.reduce((sum, line) => sum + line.qty, 0),
    totalAmount: productList.reduce((sum, line) => sum + line.unitPrice * line.qty, 0),
    productList,
  };
}

/** Oldest first. */
export const orders: StaffOrder[] = [
  order(1001, 1, '2026-02-12', 'delivered', 'Visa', [[1, 2], [7, 1]]),
  order(1002, 2, '2026-02-20', 'rejected', 'PayPal', [[5, 1]]),
  order(1003, 3, '2026-02-25', 'delivered', 'Mastercard', [[8, 2]]),
  order(1004, 1, '2026-03-02', 'in transit', 'Mercado Pago', [[1, 6]]),
  order(1005, 2, '2026-03-07', 'paid', 'Visa', [[3, 1], [6, 3]]),
  order(1006, 1, '2026-03-08', 'paid', 'Visa', [[1, 1], [5, 2]]),
  order(1007, 2, '2026-03-09', 'paid', 'Mercado Pago', [[2, 1]]),
];

interface MovementFacts {
  change: number;
  reason: Schemas['StockReason'];
  day: string;
  orderId?: number;
  staff?: Schemas['StaffRef'];
  note?: string;
}

/** Estancia Piedra Alta's stock, newest first: twelve movements that add up to its 42 bottles, so they fill more than a page. */
export const movements: Schemas['StockMovement'][] = (
  [
    { change: -1, reason: 'sale', day: '2026-03-08', orderId: 1006 },
    { change: -6, reason: 'sale', day: '2026-03-02', orderId: 1004 },
    { change: -1, reason: 'count correction', day: '2026-02-28', staff: camila, note: 'Shelf count after the tasting' },
    { change: -2, reason: 'sale', day: '2026-02-21' },
    { change: -2, reason: 'sale', day: '2026-02-16' },
    { change: -2, reason: 'sale', day: '2026-02-12', orderId: 1001 },
    { change: 1, reason: 'cancellation', day: '2026-02-05' },
    { change: -1, reason: 'breakage', day: '2026-02-01', staff: camila, note: 'Dropped while shelving' },
    { change: 12, reason: 'restock', day: '2026-01-20', staff: martin, note: 'Summer delivery from the bodega' },
    { change: -1, reason: 'sale', day: '2026-01-04' },
    { change: -3, reason: 'sale', day: '2025-12-18' },
    { change: 48, reason: 'opening', day: '2025-11-03', staff: ines },
  ] satisfies MovementFacts[]
).map(({ change, reason, day, orderId, staff, note }, index, all) => ({
  id: all.length - index,
  productId: 1,
  change,
  reason,
  orderId: orderId ?? null,
  staff: staff ?? null,
  note: note ?? null,
  createdAt: noon(day),
}));

/** Newest first, one of each kind of change staff make. */
export const auditLog: Schemas['AuditEntry'][] = [
  { id: 7, staff: ines, action: 'order.status', entity: 'order', entityId: 1004, before: { status: 'paid' }, after: { status: 'in transit' }, createdAt: '2026-03-09T13:20:00.000Z' },
  { id: 6, staff: martin, action: 'stock.adjust', entity: 'product', entityId: 1, before: { stock: 31 }, after: { stock: 43 }, createdAt: '2026-03-06T18:45:00.000Z' },
  { id: 5, staff: ines, action: 'product.update', entity: 'product', entityId: 1, before: { unitPrice: 1190, slogan: 'Canelones in a glass' }, after: { unitPrice: 1290, slogan: 'The heart of Canelones in a glass' }, createdAt: '2026-03-03T11:05:00.000Z' },
  { id: 4, staff: camila, action: 'customer.deactivate', entity: 'customer', entityId: 3, before: { deactivatedAt: null }, after: { deactivatedAt: noon('2026-02-28') }, createdAt: noon('2026-02-28') },
  { id: 3, staff: ines, action: 'product.withdraw', entity: 'product', entityId: 4, before: { withdrawnAt: null }, after: { withdrawnAt: noon('2026-02-27') }, createdAt: noon('2026-02-27') },
  { id: 2, staff: ines, action: 'category.create', entity: 'category', entityId: 5, before: null, after: { id: 5, name: 'Dessert', img: 'category-dessert.webp' }, createdAt: '2026-02-22T14:10:00.000Z' },
  { id: 1, staff: ines, action: 'staff.create', entity: 'staff', entityId: 3, before: null, after: { firstname: 'Camila', lastname: 'Fernández', email: 'camila.fernandez@thecellar.example' }, createdAt: '2026-02-20T12:30:00.000Z' },
];

const mailHtml = (greeting: string, line: string) =>
  `<!doctype html><html><head><style>a{color:#c9a96e}</style></head><body style="margin:0;background:#f4efe6"><table style="width:100%;max-width:560px;margin:0 auto;background:#1d181a;color:#f4efe6;font-family:Georgia,serif"><tr><td style="padding:24px"><h1 style="font-size:22px;color:#c9a96e">${greeting}</h1><p style="font-size:15px;line-height:1.5">${line}</p><p><a href="http://localhost:3000/es/reset-password/k7Qy-3vZ_example">/es/reset-password/k7Qy-3vZ_example</a></p></td></tr></table></body></html>`;

/** A review as staff read it: the wine named, the author as signed and the customer behind it. */
function review(id: number, wineId: number, customerId: number, day: string, rating: number, title: string | null, body: string, hidden = false): Schemas['StaffReview'] {
  const { firstname, lastname, email } = customers.find((candidate) => candidate.id === customerId)!;
  const { name } = inventory.find((candidate) => candidate.id === wineId)!;
  return { id, productId: wineId, rating, title, body, author: `${firstname} ${lastname[0]}.`, createdAt: noon(day), hidden, product: { id: wineId, name }, customer: { id: customerId, erased: false, firstname, lastname, email } };
}

/** Newest first, as the API lists them: one already hidden, one long enough to be cut. */
export const reviews: Schemas['StaffReview'][] = [
  review(4, 7, 2, '2026-03-09', 1, 'Call me', 'Cheap bottles at www.example.invalid, write to me!', true),
  review(
    3,
    1,
    2,
    '2026-03-06',
    5,
    'Our Friday wine',
    'Blackberry and cocoa, and a finish that lasts. We opened it with an asado and it held up to the chorizo, the morcilla and a long argument about football. Next time we will give it an hour in the decanter first.',
  ),
  review(2, 5, 1, '2026-02-25', 3, null, 'Fresh and pleasant, a little short for the price.'),
  review(1, 1, 1, '2026-02-18', 4, 'Young still', 'Very good, a little young still: give it an hour in the decanter.'),
];

/** Newest first: a reset waiting (no SMTP_URL), a welcome sent, an order's confirmation refused for good. */
export const mail: Schemas['MailMessage'][] = [
  {
    id: 3,
    to: 'lucia.pereira@example.uy',
    kind: 'passwordReset',
    locale: 'es-UY',
    subject: 'Elegí una contraseña nueva',
    state: 'pending',
    attempts: 0,
    lastError: null,
    createdAt: '2026-03-09T18:02:00.000Z',
    sentAt: null,
    html: mailHtml('Hola, Lucía', 'Alguien pidió una contraseña nueva para tu cuenta. El enlace sirve durante una hora.'),
    text: 'Hola, Lucía\n\nAlguien pidió una contraseña nueva para tu cuenta. El enlace sirve durante una hora.\n\nhttp://localhost:3000/es/reset-password/k7Qy-3vZ_example',
  },
  {
    id: 2,
    to: 'diego.silva@example.com',
    kind: 'welcome',
    locale: 'en',
    subject: 'Welcome to The Cellar',
    state: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-03-08T12:30:00.000Z',
    sentAt: '2026-03-08T12:30:02.000Z',
    html: mailHtml('Hello, Diego', 'Your account is ready: the cellar is open.'),
    text: 'Hello, Diego\n\nYour account is ready: the cellar is open.',
  },
  {
    id: 1,
    to: 'nadie@invalid.example',
    kind: 'orderConfirmation',
    locale: 'en',
    subject: 'Your order #1003',
    state: 'failed',
    attempts: 1,
    lastError: '550 5.1.1 No such user here',
    createdAt: '2026-03-07T09:15:00.000Z',
    sentAt: null,
    html: mailHtml('Thank you, Ana', 'We have your order #1003.'),
    text: 'Thank you, Ana\n\nWe have your order #1003.',
  },
];

/** Steady sales with busier Fridays and Saturdays, for the days of a period ending on FIXED_TODAY. */
export function dailySales(days: string[]): Schemas['Statistics']['days'] {
  return days.map((day, index) => {
    const orders = 2 + ((index * 7) % 5) + (new Date(`${day}T12:00:00.000Z`).getUTCDay() >= 5 ? 4 : 0);
    return { day, orders, revenue: orders * 2150 + ((index * 613) % 900) };
  });
}
