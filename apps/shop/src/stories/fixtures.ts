import type { Category, FeaturedProduct, Order, Product, SessionUser } from '@cellar/api-client';

/** Story data only: artwork drawn here (no network), fixed dates, a small catalogue. */

function bottle(glass: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><defs><radialGradient id="g" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#2d2426"/><stop offset="1" stop-color="#141012"/></radialGradient></defs><rect width="300" height="400" fill="url(#g)"/><path d="M135 40h30v70c0 14 25 26 25 60v190c0 10-8 16-18 16h-44c-10 0-18-6-18-16V170c0-34 25-46 25-60z" fill="${glass}"/><rect x="118" y="220" width="64" height="70" rx="4" fill="${label}"/><rect x="132" y="236" width="36" height="4" fill="#141012" opacity=".5"/><rect x="128" y="248" width="44" height="3" fill="#141012" opacity=".35"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function banner(from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400"><defs><linearGradient id="b" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#b)"/><g fill="#000" opacity=".18"><circle cx="200" cy="300" r="140"/><circle cx="900" cy="80" r="180"/></g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const avatarSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#7b1e36"/><circle cx="48" cy="38" r="18" fill="#e3cc98"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#e3cc98"/></svg>`;

/** Image file names of the fixtures, resolved to the artwork above by the story shop's imageUrl. */
export const artwork: Record<string, string> = {
  'red.svg': bottle('#4a1020', '#e3cc98'),
  'white.svg': bottle('#c9b26a', '#f4ecdf'),
  'rose.svg': bottle('#d98a8f', '#f4ecdf'),
  'sparkling.svg': bottle('#2f4a3a', '#c9a45c'),
  'category-red.svg': banner('#4a1020', '#141012'),
  'category-white.svg': banner('#6b5a2a', '#141012'),
  'avatar.svg': `data:image/svg+xml;charset=utf-8,${encodeURIComponent(avatarSvg)}`,
};

export const storyImageUrl = (file: string) => artwork[file] ?? artwork['red.svg'] ?? '';

export const FIXED_TODAY = '2026-03-10';

export const categories: Category[] = [
  { id: 1, name: 'Red', img: 'category-red.svg' },
  { id: 2, name: 'White', img: 'category-white.svg' },
  { id: 3, name: 'Rosé', img: 'category-red.svg' },
  { id: 4, name: 'Sparkling', img: 'category-white.svg' },
];

const imgOf: Record<number, string> = { 1: 'red.svg', 2: 'white.svg', 3: 'rose.svg', 4: 'sparkling.svg' };

function wine(id: number, name: string, categoryId: number, unitPrice: number, stock: number, slogan: string, description: string): Product {
  const category = categories.find((c) => c.id === categoryId) ?? categories[0]!;
  return {
    id,
    name,
    slogan,
    description,
    img: imgOf[categoryId] ?? 'red.svg',
    featuredImg: imgOf[categoryId] ?? 'red.svg',
    title: `${name}, a ${category.name.toLowerCase()} wine from Uruguay`,
    unitPrice,
    stock,
    featured: stock > 0,
    category,
  };
}

export const products: Product[] = [
  wine(1, 'Estancia Piedra Alta Tannat Reserva', 1, 1290, 42, 'The heart of Canelones in a glass', 'Deep violet with a nose of blackberry, plum and violets over cocoa and a touch of cedar from twelve months in French oak. Made for asado.'),
  wine(2, 'Cava Los Charrúas Gran Tannat Icono', 1, 3900, 0, 'Only in the best years', 'Inky and brooding: black cherry, tobacco and graphite, with tannins built to age for two decades in a cool cellar.'),
  wine(3, 'Bodega Punta Brava Albariño Atlántico', 2, 1390, 33, 'Salt air, white peach', 'Planted within sight of the ocean in Maldonado. White peach, lime zest and jasmine, with a saline finish that begs for seafood.'),
  wine(4, 'Viñedos Santa Lucía Sauvignon Blanc', 2, 420, 48, 'Green, bright, easy', 'Passion fruit, cut grass and grapefruit; crisp and light for long summer evenings by the river.'),
  wine(5, 'Casa Marea Rosé de Pinot Noir', 3, 990, 31, 'Pale, dry, coastal', 'Pale salmon pink, pressed gently from Pinot Noir grown near the coast. Delicate aromas of red currant and rose petal.'),
  wine(6, 'Casa Bruma Brut Nature Método Tradicional', 4, 1690, 28, 'Thirty months on the lees', 'Chardonnay and Pinot Noir, second fermentation in the bottle and thirty months on the lees. Green apple, brioche and a fine mousse.'),
];

export const featured: FeaturedProduct[] = products
  .filter((p) => p.featured)
  .map(({ id, name, description, featuredImg, img, title }) => ({ id, name, description, featuredImg, img, title }));

export const catalogue = products.map(({ id, name, img, unitPrice, stock, featured, category }) => ({ id, name, img, unitPrice, stock, featured, category: { id: category.id, name: category.name } }));

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

export const orders: Order[] = [
  {
    id: 3,
    createdAt: '2026-03-08T14:30:00.000Z',
    shippingAddress: customer.address,
    shippingDate: '2026-03-12T12:00:00-03:00',
    paymentMethod: 'Visa',
    status: 'paid',
    totalItems: 3,
    totalAmount: 4070,
    productList: [
      { id: 1, name: products[0]!.name, img: 'red.svg', unitPrice: 1290, qty: 1, stock: 42, onSale: true },
      { id: 3, name: products[2]!.name, img: 'white.svg', unitPrice: 1390, qty: 2, stock: 33, onSale: true },
    ],
  },
  {
    id: 2,
    createdAt: '2026-02-10T18:20:00.000Z',
    shippingAddress: customer.address,
    shippingDate: '2026-02-13T12:00:00-03:00',
    paymentMethod: 'Mastercard',
    status: 'rejected',
    totalItems: 1,
    totalAmount: 1690,
    // A wine since withdrawn: the history neither links to it nor offers it again.
    productList: [{ id: 6, name: products[5]!.name, img: 'sparkling.svg', unitPrice: 1690, qty: 1, stock: 0, onSale: false }],
  },
  {
    id: 1,
    createdAt: '2026-01-22T10:05:00.000Z',
    shippingAddress: customer.address,
    shippingDate: '2026-01-25T12:00:00-03:00',
    paymentMethod: 'Mastercard',
    status: 'delivered',
    totalItems: 2,
    totalAmount: 1980,
    productList: [{ id: 5, name: products[4]!.name, img: 'rose.svg', unitPrice: 990, qty: 2, stock: 31, onSale: true }],
  },
];

export const cartLines = [
  { id: 1, name: products[0]!.name, img: 'red.svg', unitPrice: 1290, qty: 2, stock: 42 },
  { id: 6, name: products[5]!.name, img: 'sparkling.svg', unitPrice: 1690, qty: 1, stock: 28 },
];
