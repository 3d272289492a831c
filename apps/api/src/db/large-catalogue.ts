import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { products } from './schema';
import { seedCategories, seedProducts, type SeedProduct } from './seed-data';

/**
 * A large, varied and reproducible catalogue for benchmarks and tests: fictional Uruguayan bodegas,
 * real grapes and regions, prices by range of the line, some wines sold out. The same count always
 * gives the same wines (a seeded generator, no clock, no Math.random).
 */

// mulberry32: tiny, fast and good enough to vary names; what matters is that it is seeded.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUSES = ['Bodega', 'Viñedos', 'Estancia', 'Familia', 'Casa', 'Finca', 'Viña', 'Cava', 'Chacra', 'Establecimiento'];
const PLACES = [
  'Piedra Alta', 'Arroyo Sauce', 'Cuchilla Negra', 'Los Cerros', 'San Ramón', 'Sierra de Mahoma', 'Laguna Garzón', 'Cerro del Toro',
  'Paso Severino', 'Las Violetas', 'Juanicó', 'Progreso', 'Colonia Valdense', 'Carmelo', 'Pan de Azúcar', 'Villa Serrana',
  'Arroyo Grande', 'Santa Lucía', 'Río Negro', 'Tres Cruces', 'Punta Ballena', 'Aiguá', 'Barra de Valizas', 'Minas de Corrales',
  'Quebrada de los Cuervos', 'Palmares', 'Cabo Polonio', 'Bella Unión', 'Cerro Chapeu', 'Isla Mala', 'Guaviyú', 'Sauce Solo',
  'Las Brujas', 'Los Arrayanes', 'Cañada Grande', 'Montes del Plata', 'Viñas de Peñarol', 'Rincón del Pino', 'El Colorado', 'Ñandú',
];
const FAMILIES = ['Pereira', 'Sosa', 'Etcheverry', 'Bonfiglio', 'Giménez', 'Rodríguez', 'Marichal', 'Carrau', 'Deicas', 'Irurtia', 'Artagaveytia', 'Núñez', 'Ferrando', 'Castagnet'];

interface Style {
  categoryId: number;
  grapes: readonly string[];
  lines: readonly string[];
  /** Typical price range in UYU of the style's everyday line; reserve lines cost more. */
  price: readonly [number, number];
  notes: readonly string[];
  pairings: readonly string[];
}

const STYLES: readonly Style[] = [
  {
    categoryId: 1,
    grapes: ['Tannat', 'Marselan', 'Merlot', 'Cabernet Franc', 'Cabernet Sauvignon', 'Pinot Noir', 'Syrah', 'Malbec', 'Arinarnoa', 'Petit Verdot', 'Tannat Merlot', 'Tempranillo'],
    lines: ['Joven', 'Roble', 'Reserva', 'Gran Reserva', 'Crianza', 'Viejas Cepas', 'Single Vineyard', 'Selección', 'Clásico', 'Barrel Select', 'Ícono'],
    price: [390, 2400],
    notes: ['blackberry', 'plum', 'violets', 'cocoa', 'cedar', 'black cherry', 'tobacco', 'red currant', 'pepper', 'liquorice'],
    pairings: ['asado', 'short ribs', 'chivito', 'lamb from the grill', 'provoleta', 'mushroom risotto'],
  },
  {
    categoryId: 2,
    grapes: ['Albariño', 'Sauvignon Blanc', 'Chardonnay', 'Viognier', 'Torrontés', 'Riesling', 'Sémillon', 'Gewürztraminer', 'Petit Manseng', 'Trebbiano'],
    lines: ['Joven', 'Reserva', 'Costa Atlántica', 'Sobre Lías', 'Single Vineyard', 'Fermentado en Barrica', 'Clásico', 'Selección'],
    price: [350, 1900],
    notes: ['citrus', 'white peach', 'green apple', 'sea salt', 'passion fruit', 'jasmine', 'pear', 'lime zest', 'brioche'],
    pairings: ['ceviche', 'grilled fish', 'oysters', 'goat cheese', 'seafood paella', 'sushi'],
  },
  {
    categoryId: 3,
    grapes: ['Rosé de Tannat', 'Pinot Noir Rosé', 'Merlot Rosé', 'Syrah Rosé', 'Cabernet Franc Rosé', 'Rosado de Marselan'],
    lines: ['Joven', 'Provence Style', 'Reserva', 'Atardecer', 'Clásico'],
    price: [380, 1400],
    notes: ['strawberry', 'watermelon', 'rose petal', 'pink grapefruit', 'redcurrant', 'wild herbs'],
    pairings: ['salads', 'grilled prawns', 'picnic plates', 'fresh cheese', 'summer tapas'],
  },
  {
    categoryId: 4,
    grapes: ['Brut Nature', 'Extra Brut', 'Brut Rosé', 'Método Tradicional', 'Espumoso de Chardonnay', 'Blanc de Noirs', 'Moscato Espumante'],
    lines: ['Clásico', 'Reserva', 'Gran Cuvée', 'Millésime', 'Celebración'],
    price: [520, 3200],
    notes: ['toasted brioche', 'green apple', 'lemon curd', 'almond', 'fine bubbles', 'chalk'],
    pairings: ['oysters', 'fried calamari', 'toasts', 'tortilla', 'celebrations'],
  },
  {
    categoryId: 5,
    grapes: ['Late Harvest', 'Cosecha Tardía', 'Tannat Licoroso', 'Petit Manseng Dulce', 'Moscatel de Alejandría', 'Botrytis Sémillon'],
    lines: ['Reserva', 'Selección', 'Clásico', 'Media Botella'],
    price: [480, 2900],
    notes: ['honey', 'apricot', 'candied orange', 'quince', 'caramel', 'dried fig'],
    pairings: ['dulce de leche', 'blue cheese', 'fruit tarts', 'chajá', 'foie gras'],
  },
  {
    categoryId: 6,
    grapes: ['Tannat Fortificado', 'Oporto Style', 'Solera', 'Moscatel Fortificado', 'Garnacha Fortificada'],
    lines: ['Reserva', '10 Años', '20 Años', 'Ruby', 'Tawny', 'Solera Especial'],
    price: [650, 4800],
    notes: ['coffee', 'molasses', 'prune', 'walnut', 'dark chocolate', 'leather'],
    pairings: ['almonds', 'hard cheese', 'dark chocolate', 'a cigar on the terrace'],
  },
];

const REGIONS = ['Canelones', 'Maldonado', 'Colonia', 'Rivera', 'Montevideo', 'San José', 'Florida', 'Paysandú', 'Salto', 'Durazno', 'Rocha', 'Artigas', 'Cerro Largo', 'Tacuarembó', 'Lavalleja', 'Soriano'];
const SLOGANS = ['The heart of {region} in a glass', 'Born between the river and the sea', 'Patience in every bottle', 'A toast to {region}', 'Bright fruit, easy heart', 'Where the wind meets the vine', 'From our family to your table', 'Stone, sun and {grape}'];
const PREMIUM_LINES = new Set(['Gran Reserva', 'Viejas Cepas', 'Single Vineyard', 'Ícono', 'Gran Cuvée', 'Millésime', '20 Años', 'Solera Especial']);

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

/** The images of the demo wines of the same category stand in for the generated ones. */
const IMAGES = new Map(seedCategories.map((category) => [category.id, seedProducts.filter((wine) => wine.categoryId === category.id)]));

export type GeneratedWine = Omit<SeedProduct, 'id'>;

/** The n-th generated wine (0-based): a pure function of n, so any slice of the catalogue can be made on its own. */
export function generatedWine(n: number): GeneratedWine {
  const next = random(0x5eed + n * 7919);
  const style = pick(next, STYLES);
  const house = next() < 0.3 ? `${pick(next, HOUSES)} ${pick(next, FAMILIES)}` : `${pick(next, HOUSES)} ${pick(next, PLACES)}`;
  const grape = pick(next, style.grapes);
  const line = pick(next, style.lines);
  const vintage = 2008 + Math.floor(next() * 17);
  const region = pick(next, REGIONS);
  const [low, high] = style.price;
  const premium = PREMIUM_LINES.has(line) ? 1.8 : 1;
  const unitPrice = Math.round((low + next() * (high - low)) * premium / 10) * 10;
  // About one wine in twelve is sold out, as in a real cellar's list.
  const stock = next() < 0.08 ? 0 : 1 + Math.floor(next() * 120);
  const [first, second, third] = [pick(next, style.notes), pick(next, style.notes), pick(next, style.notes)];
  const name = `${house} ${grape} ${line} ${vintage}`;
  const images = IMAGES.get(style.categoryId)!;
  const image = images[n % images.length]!;
  return {
    name,
    slogan: pick(next, SLOGANS).replace('{region}', region).replace('{grape}', grape),
    description: `From ${region}, the ${vintage} vintage opens with ${first} and ${second}, with a hint of ${third}. ${line === 'Joven' ? 'Fresh and unoaked, made to enjoy young.' : 'Patiently raised before bottling, with a long and layered finish.'} Serve it with ${pick(next, style.pairings)}.`,
    title: `${name}, from ${region}`,
    unitPrice: Math.max(unitPrice, 100),
    stock,
    categoryId: style.categoryId,
    featured: false,
    img: image.img,
    featuredImg: image.featuredImg,
  };
}

const BATCH = 500;

/**
 * Adds generated wines after the demo catalogue until it holds `total` wines. Run on a freshly seeded
 * database, the result is the same every time.
 */
export async function addGeneratedWines(db: Database, total: number, onProgress?: (done: number) => void): Promise<number> {
  const wanted = Math.max(0, total - seedProducts.length);
  for (let start = 0; start < wanted; start += BATCH) {
    const size = Math.min(BATCH, wanted - start);
    await db.insert(products).values(Array.from({ length: size }, (_, i) => generatedWine(start + i)));
    onProgress?.(start + size);
  }
  // The planner's statistics must know the tables' new sizes, and how many wines hold each word, before
  // the first query is planned, and the visibility map lets counts skip the rows (PGlite has no
  // autovacuum to do either). Without the search table's, a search's total was the planner's guess.
  await db.execute(sql`VACUUM ANALYZE products`);
  await db.execute(sql`VACUUM ANALYZE product_search`);
  await db.execute(sql`VACUUM ANALYZE search_terms`);
  return wanted;
}
