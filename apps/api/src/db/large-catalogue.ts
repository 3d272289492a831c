import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './rows';
import { grapes, productGrapes, products, regions } from './schema';
import { seedCategories, seedProducts, type SeedFacts, type SeedProduct } from './seed-data';

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
  /** What a wine's name says it is made of: a grape, a blend or a style (see BLENDS for what each is made of). */
  grapes: readonly string[];
  /** Alcohol by volume, from lowest to highest, in percent. */
  abv: readonly [number, number];
  lines: readonly string[];
  /** Typical price range in UYU of the style's everyday line; reserve lines cost more. */
  price: readonly [number, number];
  notes: readonly string[];
  pairings: readonly string[];
  /** The same, in Spanish: each entry the one at the same place in English, so a wine says the same in both. */
  spanish: { kind: string; notes: readonly string[]; pairings: readonly string[] };
}

const STYLES: readonly Style[] = [
  {
    categoryId: 1,
    abv: [12.5, 15],
    grapes: ['Tannat', 'Marselan', 'Merlot', 'Cabernet Franc', 'Cabernet Sauvignon', 'Pinot Noir', 'Syrah', 'Malbec', 'Arinarnoa', 'Petit Verdot', 'Tannat Merlot', 'Tempranillo'],
    lines: ['Joven', 'Roble', 'Reserva', 'Gran Reserva', 'Crianza', 'Viejas Cepas', 'Single Vineyard', 'Selección', 'Clásico', 'Barrel Select', 'Ícono'],
    price: [390, 2400],
    notes: ['blackberry', 'plum', 'violets', 'cocoa', 'cedar', 'black cherry', 'tobacco', 'red currant', 'pepper', 'liquorice'],
    pairings: ['asado', 'short ribs', 'chivito', 'lamb from the grill', 'provoleta', 'mushroom risotto'],
    spanish: {
      kind: 'un tinto',
      notes: ['mora', 'ciruela', 'violetas', 'cacao', 'cedro', 'cereza negra', 'tabaco', 'grosella roja', 'pimienta', 'regaliz'],
      pairings: ['asado', 'asado de tira', 'chivito', 'cordero a la parrilla', 'provoleta', 'risotto de hongos'],
    },
  },
  {
    categoryId: 2,
    abv: [11.5, 13.5],
    grapes: ['Albariño', 'Sauvignon Blanc', 'Chardonnay', 'Viognier', 'Torrontés', 'Riesling', 'Sémillon', 'Gewürztraminer', 'Petit Manseng', 'Trebbiano'],
    lines: ['Joven', 'Reserva', 'Costa Atlántica', 'Sobre Lías', 'Single Vineyard', 'Fermentado en Barrica', 'Clásico', 'Selección'],
    price: [350, 1900],
    notes: ['citrus', 'white peach', 'green apple', 'sea salt', 'passion fruit', 'jasmine', 'pear', 'lime zest', 'brioche'],
    pairings: ['ceviche', 'grilled fish', 'oysters', 'goat cheese', 'seafood paella', 'sushi'],
    spanish: {
      kind: 'un blanco',
      notes: ['cítricos', 'durazno blanco', 'manzana verde', 'sal marina', 'maracuyá', 'jazmín', 'pera', 'ralladura de lima', 'brioche'],
      pairings: ['ceviche', 'pescado a la parrilla', 'ostras', 'queso de cabra', 'paella de mariscos', 'sushi'],
    },
  },
  {
    categoryId: 3,
    abv: [11.5, 13],
    grapes: ['Rosé de Tannat', 'Pinot Noir Rosé', 'Merlot Rosé', 'Syrah Rosé', 'Cabernet Franc Rosé', 'Rosado de Marselan'],
    lines: ['Joven', 'Provence Style', 'Reserva', 'Atardecer', 'Clásico'],
    price: [380, 1400],
    notes: ['strawberry', 'watermelon', 'rose petal', 'pink grapefruit', 'redcurrant', 'wild herbs'],
    pairings: ['salads', 'grilled prawns', 'picnic plates', 'fresh cheese', 'summer tapas'],
    spanish: {
      kind: 'un rosado',
      notes: ['frutilla', 'sandía', 'pétalos de rosa', 'pomelo rosado', 'grosella', 'hierbas silvestres'],
      pairings: ['ensaladas', 'langostinos a la parrilla', 'picadas de campo', 'queso fresco', 'tapas de verano'],
    },
  },
  {
    categoryId: 4,
    abv: [11, 12.5],
    grapes: ['Brut Nature', 'Extra Brut', 'Brut Rosé', 'Método Tradicional', 'Espumoso de Chardonnay', 'Blanc de Noirs', 'Moscato Espumante'],
    lines: ['Clásico', 'Reserva', 'Gran Cuvée', 'Millésime', 'Celebración'],
    price: [520, 3200],
    notes: ['toasted brioche', 'green apple', 'lemon curd', 'almond', 'fine bubbles', 'chalk'],
    pairings: ['oysters', 'fried calamari', 'toasts', 'tortilla', 'celebrations'],
    spanish: {
      kind: 'un espumoso',
      notes: ['brioche tostado', 'manzana verde', 'crema de limón', 'almendra', 'burbujas finas', 'tiza'],
      pairings: ['ostras', 'rabas', 'los brindis', 'tortilla', 'las celebraciones'],
    },
  },
  {
    categoryId: 5,
    abv: [10, 14],
    grapes: ['Late Harvest', 'Cosecha Tardía', 'Tannat Licoroso', 'Petit Manseng Dulce', 'Moscatel de Alejandría', 'Botrytis Sémillon'],
    lines: ['Reserva', 'Selección', 'Clásico', 'Media Botella'],
    price: [480, 2900],
    notes: ['honey', 'apricot', 'candied orange', 'quince', 'caramel', 'dried fig'],
    pairings: ['dulce de leche', 'blue cheese', 'fruit tarts', 'chajá', 'foie gras'],
    spanish: {
      kind: 'un vino de postre',
      notes: ['miel', 'damasco', 'naranja confitada', 'membrillo', 'caramelo', 'higo seco'],
      pairings: ['dulce de leche', 'queso azul', 'tartas de frutas', 'chajá', 'foie gras'],
    },
  },
  {
    categoryId: 6,
    abv: [17, 20.5],
    grapes: ['Tannat Fortificado', 'Oporto Style', 'Solera', 'Moscatel Fortificado', 'Garnacha Fortificada'],
    lines: ['Reserva', '10 Años', '20 Años', 'Ruby', 'Tawny', 'Solera Especial'],
    price: [650, 4800],
    notes: ['coffee', 'molasses', 'prune', 'walnut', 'dark chocolate', 'leather'],
    pairings: ['almonds', 'hard cheese', 'dark chocolate', 'a cigar on the terrace'],
    spanish: {
      kind: 'un vino fortificado',
      notes: ['café', 'melaza', 'ciruela pasa', 'nuez', 'chocolate amargo', 'cuero'],
      pairings: ['almendras', 'queso duro', 'chocolate amargo', 'un habano en la terraza'],
    },
  },
];

/**
 * The grapes behind each name that is not one grape's own (a blend, a rosé, a sparkling or sweet style), in
 * the blend's order, with their shares where the style fixes them (a traditional method's are not told).
 * Any other name is its one grape, whole.
 */
const BLENDS: Readonly<Record<string, SeedFacts['grapes']>> = {
  'Tannat Merlot': [{ name: 'Tannat', percent: 60 }, { name: 'Merlot', percent: 40 }],
  'Rosé de Tannat': [{ name: 'Tannat', percent: 100 }],
  'Pinot Noir Rosé': [{ name: 'Pinot Noir', percent: 100 }],
  'Merlot Rosé': [{ name: 'Merlot', percent: 100 }],
  'Syrah Rosé': [{ name: 'Syrah', percent: 100 }],
  'Cabernet Franc Rosé': [{ name: 'Cabernet Franc', percent: 100 }],
  'Rosado de Marselan': [{ name: 'Marselan', percent: 100 }],
  'Brut Nature': [{ name: 'Chardonnay', percent: 70 }, { name: 'Pinot Noir', percent: 30 }],
  'Extra Brut': [{ name: 'Chardonnay', percent: 60 }, { name: 'Pinot Noir', percent: 40 }],
  'Brut Rosé': [{ name: 'Pinot Noir', percent: 100 }],
  'Método Tradicional': [{ name: 'Chardonnay', percent: null }, { name: 'Pinot Noir', percent: null }],
  'Espumoso de Chardonnay': [{ name: 'Chardonnay', percent: 100 }],
  'Blanc de Noirs': [{ name: 'Pinot Noir', percent: 100 }],
  'Moscato Espumante': [{ name: 'Moscatel de Alejandría', percent: 100 }],
  'Late Harvest': [{ name: 'Petit Manseng', percent: 100 }],
  'Cosecha Tardía': [{ name: 'Gewürztraminer', percent: 100 }],
  'Tannat Licoroso': [{ name: 'Tannat', percent: 100 }],
  'Petit Manseng Dulce': [{ name: 'Petit Manseng', percent: 100 }],
  'Botrytis Sémillon': [{ name: 'Sémillon', percent: 100 }],
  'Tannat Fortificado': [{ name: 'Tannat', percent: 100 }],
  'Oporto Style': [{ name: 'Tannat', percent: 70 }, { name: 'Marselan', percent: 30 }],
  Solera: [{ name: 'Tannat', percent: 100 }],
  'Moscatel Fortificado': [{ name: 'Moscatel de Alejandría', percent: 100 }],
  'Garnacha Fortificada': [{ name: 'Garnacha', percent: 100 }],
};
/** The fortified wines' strength, for one sold beside the sweet ones. */
const FORTIFIED_ABV = STYLES.find((style) => style.categoryId === 6)!.abv;
const grapesOf = (label: string): SeedFacts['grapes'] => BLENDS[label] ?? [{ name: label, percent: 100 }];

const REGIONS = ['Canelones', 'Maldonado', 'Colonia', 'Rivera', 'Montevideo', 'San José', 'Florida', 'Paysandú', 'Salto', 'Durazno', 'Rocha', 'Artigas', 'Cerro Largo', 'Tacuarembó', 'Lavalleja', 'Soriano'];
const SLOGANS = ['The heart of {region} in a glass', 'Born between the river and the sea', 'Patience in every bottle', 'A toast to {region}', 'Bright fruit, easy heart', 'Where the wind meets the vine', 'From our family to your table', 'Stone, sun and {grape}'];
const SLOGANS_IN_SPANISH = ['El corazón de {region} en una copa', 'Nacido entre el río y el mar', 'Paciencia en cada botella', 'Un brindis por {region}', 'Fruta vivaz, corazón liviano', 'Donde el viento se encuentra con la viña', 'De nuestra familia a tu mesa', 'Piedra, sol y {grape}'];
const PREMIUM_LINES = new Set(['Gran Reserva', 'Viejas Cepas', 'Single Vineyard', 'Ícono', 'Gran Cuvée', 'Millésime', '20 Años', 'Solera Especial']);

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[pickIndex(next, items)]!;
}

/** Where `pick` would take its item from, for a choice said in both languages. */
function pickIndex(next: () => number, items: readonly unknown[]): number {
  return Math.floor(next() * items.length);
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
  const notes = [pickIndex(next, style.notes), pickIndex(next, style.notes), pickIndex(next, style.notes)];
  const [first, second, third] = notes.map((index) => style.notes[index]!);
  const [primero, segundo, tercero] = notes.map((index) => style.spanish.notes[index]!);
  const name = `${house} ${grape} ${line} ${vintage}`;
  const images = IMAGES.get(style.categoryId)!;
  const image = images[n % images.length]!;
  const slogan = pickIndex(next, SLOGANS);
  const pairing = pickIndex(next, style.pairings);
  const young = line === 'Joven';
  const sayTheNames = (text: string) => text.replace('{region}', region).replace('{grape}', grape);
  // Drawn after every other choice, so the names and texts are those the generator made before wines had facts.
  // A licoroso is fortified, whatever its shelf.
  const [weakest, strongest] = grape === 'Tannat Licoroso' ? FORTIFIED_ABV : style.abv;
  const abv = Math.round((weakest + next() * (strongest - weakest)) * 10) / 10;
  const magnum = style.categoryId !== 5 && next() < 0.02;
  const facts: SeedFacts = {
    producer: house,
    grapes: grapesOf(grape),
    region,
    vintage,
    abv,
    // Sweet wines come in smaller bottles; now and then a magnum of the others.
    volumeMl: line === 'Media Botella' ? 375 : style.categoryId === 5 ? 500 : magnum ? 1500 : 750,
  };
  return {
    name,
    slogan: sayTheNames(SLOGANS[slogan]!),
    description: `From ${region}, the ${vintage} vintage opens with ${first} and ${second}, with a hint of ${third}. ${young ? 'Fresh and unoaked, made to enjoy young.' : 'Patiently raised before bottling, with a long and layered finish.'} Serve it with ${style.pairings[pairing]!}.`,
    title: `${name}, from ${region}`,
    translations: {
      'es-UY': {
        slogan: sayTheNames(SLOGANS_IN_SPANISH[slogan]!),
        description: `De ${region}, la cosecha ${vintage} se abre con ${primero} y ${segundo}, con un toque de ${tercero}. ${young ? 'Fresco y sin madera, para disfrutar joven.' : 'Criado con paciencia antes de embotellar, de final largo y en capas.'} Servilo con ${style.spanish.pairings[pairing]!}.`,
        title: `${name}, ${style.spanish.kind} de ${region}`,
      },
    },
    unitPrice: Math.max(unitPrice, 100),
    stock,
    categoryId: style.categoryId,
    featured: false,
    img: image.img,
    featuredImg: image.featuredImg,
    facts,
  };
}

const BATCH = 500;

/**
 * Adds generated wines after the demo catalogue until it holds `total` wines. Run on a freshly seeded
 * database, the result is the same every time.
 */
export async function addGeneratedWines(db: Database, total: number, onProgress?: (done: number) => void): Promise<number> {
  const wanted = Math.max(0, total - seedProducts.length);
  const { grapeIds, regionIds } = await factRows(db);
  for (let start = 0; start < wanted; start += BATCH) {
    const size = Math.min(BATCH, wanted - start);
    const wines = Array.from({ length: size }, (_, i) => generatedWine(start + i));
    // The ids are taken first so that a batch's wines and their grapes go in as one statement: the wines'
    // search rows are then written once, with their grapes (which the grapes' trigger finds already on the
    // wines' rows, so it leaves them be). Written in two statements, every wine was indexed twice.
    const ids = (await rowsOf<{ id: number }>(db, sql`SELECT nextval(pg_get_serial_sequence('products', 'id'))::int AS id FROM generate_series(1, ${size})`)).map(({ id }) => id);
    const added = db.insert(products).values(
      wines.map(({ facts, ...wine }, index) => ({
        ...wine,
        id: ids[index]!,
        producer: facts.producer,
        regionId: regionIds.get(facts.region)!,
        vintage: facts.vintage,
        abv: facts.abv,
        volumeMl: facts.volumeMl,
        grapeIds: facts.grapes.map((grape) => grapeIds.get(grape.name)!).sort((a, b) => a - b),
      })),
    );
    const theirGrapes = db
      .insert(productGrapes)
      .values(wines.flatMap((wine, index) => wine.facts.grapes.map((grape, position) => ({ productId: ids[index]!, grapeId: grapeIds.get(grape.name)!, position, percent: grape.percent }))));
    await db.execute(sql`WITH added AS (${added.getSQL()}) ${theirGrapes.getSQL()}`);
    onProgress?.(start + size);
  }
  // The planner's statistics must know the tables' new sizes, and how many wines hold each word, before
  // the first query is planned, and the visibility map lets counts skip the rows (PGlite has no
  // autovacuum to do either). Without the search table's, a search's total was the planner's guess.
  await db.execute(sql`VACUUM ANALYZE products`);
  await db.execute(sql`VACUUM ANALYZE product_search`);
  await db.execute(sql`VACUUM ANALYZE search_terms`);
  await db.execute(sql`VACUUM ANALYZE product_grapes`);
  return wanted;
}

/** The rows of every grape and region the generator names, made where missing (by their folded names, as staff would). */
async function factRows(db: Database): Promise<{ grapeIds: Map<string, number>; regionIds: Map<string, number> }> {
  const grapeNames = [...new Set(STYLES.flatMap((style) => style.grapes.flatMap((label) => grapesOf(label).map((grape) => grape.name))))];
  await db.execute(sql`INSERT INTO grapes (name) SELECT unnest(ARRAY[${sql.join(grapeNames.map((name) => sql`${name}`), sql`, `)}]::text[]) ON CONFLICT (catalogue_fold(name)) DO NOTHING`);
  await db.execute(sql`INSERT INTO regions (name, country) SELECT unnest(ARRAY[${sql.join(REGIONS.map((name) => sql`${name}`), sql`, `)}]::text[]), 'Uruguay' ON CONFLICT (catalogue_fold(name)) DO NOTHING`);
  const byName = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.name, row.id]));
  return { grapeIds: byName(await db.select({ id: grapes.id, name: grapes.name }).from(grapes)), regionIds: byName(await db.select({ id: regions.id, name: regions.name }).from(regions)) };
}
