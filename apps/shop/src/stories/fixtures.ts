import type { CatalogueProduct, Category, FeaturedProduct, Order, OrderLine, Product, Review, SessionUser } from '@cellar/api-client';
import type { Locale } from '@cellar/i18n';
import { shopNoon, totalAmount, totalItems } from '@cellar/domain';
import { categories, wineOf, wines } from '@cellar/domain/testing';

/** Story data only: the shared wines (`@cellar/domain/testing`) as the shop sees them, artwork drawn here (no network), fixed dates. */

function bottle(glass: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><defs><radialGradient id="g" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#2d2426"/><stop offset="1" stop-color="#141012"/></radialGradient></defs><rect width="300" height="400" fill="url(#g)"/><path d="M135 40h30v70c0 14 25 26 25 60v190c0 10-8 16-18 16h-44c-10 0-18-6-18-16V170c0-34 25-46 25-60z" fill="${glass}"/><rect x="118" y="220" width="64" height="70" rx="4" fill="${label}"/><rect x="132" y="236" width="36" height="4" fill="#141012" opacity=".5"/><rect x="128" y="248" width="44" height="3" fill="#141012" opacity=".35"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function banner(from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400"><defs><linearGradient id="b" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#b)"/><g fill="#000" opacity=".18"><circle cx="200" cy="300" r="140"/><circle cx="900" cy="80" r="180"/></g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const avatarSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#7b1e36"/><circle cx="48" cy="38" r="18" fill="#e3cc98"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#e3cc98"/></svg>`;

/** What the shared wines' glass and label look like here, by category id; their banners likewise. */
const drawn: Record<number, { bottle: string; banner: string }> = {
  1: { bottle: bottle('#4a1020', '#e3cc98'), banner: banner('#4a1020', '#141012') },
  2: { bottle: bottle('#c9b26a', '#f4ecdf'), banner: banner('#6b5a2a', '#141012') },
  3: { bottle: bottle('#d98a8f', '#f4ecdf'), banner: banner('#4a1020', '#141012') },
  4: { bottle: bottle('#2f4a3a', '#c9a45c'), banner: banner('#6b5a2a', '#141012') },
  5: { bottle: bottle('#c9b26a', '#f4ecdf'), banner: banner('#6b5a2a', '#141012') },
};

/** The shared wines' and categories' image file names, resolved to the artwork above by the story shop's imageUrl. */
const artwork: Record<string, string> = Object.fromEntries([
  ...wines.flatMap(({ img, featuredImg, category }) => [img, featuredImg].map((file) => [file, drawn[category.id]!.bottle])),
  ...categories.map(({ img, id }) => [img, drawn[id]!.banner]),
  ['avatar.svg', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(avatarSvg)}`],
]);

export const storyImageUrl = (file: string) => artwork[file] ?? drawn[1]!.bottle;

export const FIXED_TODAY = '2026-03-10';

/** The categories' names in Spanish as staff wrote them, and how a wine of each is called. */
const spanishCategories: Record<number, { name: string; wine: string }> = {
  1: { name: 'Tintos', wine: 'tinto' },
  2: { name: 'Blancos', wine: 'blanco' },
  3: { name: 'Rosados', wine: 'rosado' },
  4: { name: 'Espumosos', wine: 'espumoso' },
  5: { name: 'De postre', wine: 'de postre' },
};

/** The wines' slogans and descriptions in Spanish as staff wrote them; a wine's name is a name. */
const spanishWines: Record<number, Pick<Product, 'slogan' | 'description'>> = {
  1: { slogan: 'El corazón de Canelones en una copa', description: 'Violeta profundo, con aromas de mora, ciruela y violetas sobre cacao y un toque de cedro de doce meses en roble francés. Hecho para el asado.' },
  2: { slogan: 'Solo en los mejores años', description: 'Oscuro y profundo: cereza negra, tabaco y grafito, con taninos hechos para envejecer dos décadas en una bodega fresca.' },
  3: { slogan: 'Viñas de sesenta años', description: 'Viñas viejas en las lomas del Cerro Chapeu dan un Tannat denso y sabroso, con higo seco, regaliz y un final largo y firme.' },
  4: { slogan: 'Una uva rara, un tinto más redondo', description: 'Arinarnoa, un cruce de Tannat y Cabernet Sauvignon: ciruela roja, pimienta y especias dulces sobre taninos suaves y redondos.' },
  5: { slogan: 'Aire salado, durazno blanco', description: 'Plantado a la vista del océano en Maldonado. Durazno blanco, ralladura de lima y jazmín, con un final salino que pide mariscos.' },
  6: { slogan: 'Verde, vivo, fácil', description: 'Maracuyá, pasto recién cortado y pomelo; fresco y liviano para las largas tardes de verano junto al río.' },
  7: { slogan: 'Pálido, seco, costero', description: 'Rosa salmón pálido, prensado con suavidad de Pinot Noir cultivado cerca de la costa. Aromas delicados de grosella roja y pétalos de rosa.' },
  8: { slogan: 'Treinta meses sobre lías', description: 'Chardonnay y Pinot Noir, segunda fermentación en botella y treinta meses sobre lías. Manzana verde, brioche y una burbuja fina.' },
};

const categoryIn = (category: Category, locale: Locale): Category => (locale === 'es-UY' ? { ...category, name: spanishCategories[category.id]!.name } : category);

/** A wine as the API answers it in `locale`: its texts and its category's name in that language. */
function wineIn(product: Product, locale: Locale): Product {
  if (locale !== 'es-UY') return product;
  const title = `${product.name}, un vino ${spanishCategories[product.category.id]!.wine} de Uruguay`;
  return { ...product, ...spanishWines[product.id]!, title, category: categoryIn(product.category, locale) };
}

/** The shop sees the wines not withdrawn, without the staff's fields. */
const onSale: Product[] = wines.filter((wine) => wine.withdrawnAt === null).map(({ withdrawnAt: _withdrawnAt, translations: _translations, untranslated: _untranslated, ...product }) => product);

/** The cellar as the API answers a page in `locale`: its wines, the featured ones, the catalogue's rows, the categories. */
export function cellarIn(locale: Locale) {
  const products = onSale.map((product) => wineIn(product, locale));
  return {
    products,
    featured: products.filter((p) => p.stock > 0).map(({ id, name, description, featuredImg, img, title }): FeaturedProduct => ({ id, name, description, featuredImg, img, title })),
    // As the list reads a wine: its facts, but none of its prose, and the category by id and name.
    catalogue: products.map(({ slogan: _slogan, description: _description, featuredImg: _featuredImg, title: _title, category, ...listed }): CatalogueProduct => ({
      ...listed,
      category: { id: category.id, name: category.name },
    })),
    categories: categories.map((category) => categoryIn(category, locale)),
  };
}

export const customer: SessionUser = {
  id: 1,
  token: 'story-token',
  firstname: 'Lucía',
  lastname: 'Pereira',
  address: 'Av. 18 de Julio 1453, Montevideo',
  phone: '+598 99 123 456',
  email: 'demo@thecellar.example',
  avatar: 'avatar.svg',
};

/** A customer with an account of their own, not the demo's that every visitor shares: Profile offers them the change of password and the erasure. */
export const member: SessionUser = { ...customer, email: 'lucia.pereira@example.com', token: 'member-token' };

/** A line of an order for this many bottles of the shared wine with this id, as the history shows it. */
function line(id: number, qty: number): OrderLine {
  const { name, img, unitPrice, stock, withdrawnAt } = wineOf(id);
  return { id, name, img, unitPrice, qty, stock, onSale: withdrawnAt === null };
}

function order(id: number, createdAt: string, shippingDate: string, paymentMethod: Order['paymentMethod'], status: Order['status'], productList: OrderLine[]): Order {
  return { id, createdAt, shippingAddress: customer.address, shippingDate: shopNoon(shippingDate), paymentMethod, status, totalItems: totalItems(productList), totalAmount: totalAmount(productList), productList };
}

/** Newest first. */
export const orders: Order[] = [
  order(3, '2026-03-08T14:30:00.000Z', '2026-03-12', 'Visa', 'paid', [line(1, 1), line(5, 2)]),
  // A wine since withdrawn: the history neither links to it nor offers it again.
  order(2, '2026-02-10T18:20:00.000Z', '2026-02-13', 'Mastercard', 'rejected', [line(4, 1)]),
  order(1, '2026-01-22T10:05:00.000Z', '2026-01-25', 'Mastercard', 'delivered', [line(7, 2)]),
];

/** Two bottles of a red and one of a sparkling wine, as the cart keeps them. */
export const cartLines = [1, 8].map((id, index) => {
  const { name, img, unitPrice, stock } = wineOf(id);
  return { id, name, img, unitPrice, stock, qty: index === 0 ? 2 : 1 };
});

/** The reviews of wine 1, newest first (the older says more: the most helpful): their average is the wine's 4.5 of the shared wines. */
export const reviews: Review[] = [
  { id: 2, productId: 1, rating: 5, title: 'Our Friday wine', body: 'Blackberry and cocoa, and a finish that lasts.\nWe opened it with an asado and it held up to the chorizo.', author: 'Sofía M.', createdAt: '2026-03-06T21:15:00.000Z' },
  { id: 1, productId: 1, rating: 4, title: null, body: 'Very good, a little young still: give it an hour in the decanter and it opens into plum, leather and a long, dry finish. We are keeping a second bottle for two more years.', author: 'Bruno S.', createdAt: '2026-02-18T12:00:00.000Z' },
];
