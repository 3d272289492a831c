import type { Category, InventoryProduct, StaffCategory } from '@cellar/api-client';

/**
 * The one set of wines every package's stories and tests draw from (`@cellar/domain/testing`): the
 * shop's screens, the back office's screens, the machines' samples and the UI's components. Typed from
 * the contract, so a field added to `InventoryProduct` fails the typecheck here once, not in five copies.
 * A small Uruguayan cellar: on sale and withdrawn, in stock, low and sold out. The API's own tests run on
 * the seeded database instead.
 */

/** Midday in Montevideo, so the day shown does not depend on the machine's time zone. */
const noon = (day: string) => `${day}T15:00:00.000Z`;

export const categories: Category[] = [
  { id: 1, name: 'Red', img: 'category-red.webp' },
  { id: 2, name: 'White', img: 'category-white.webp' },
  { id: 3, name: 'Rosé', img: 'category-rose.webp' },
  { id: 4, name: 'Sparkling', img: 'category-sparkling.webp' },
  { id: 5, name: 'Dessert', img: 'category-dessert.webp' },
];

/** A wine whose texts are written in English only, as one added before the shop spoke Spanish: the shop shows them in English. */
export const wineInEnglishOnly: Pick<InventoryProduct, 'translations' | 'untranslated'> = {
  translations: { 'es-UY': { title: null, slogan: null, description: null } },
  untranslated: { 'es-UY': ['title', 'slogan', 'description'] },
};

/** A category named in English only. */
export const categoryInEnglishOnly: Pick<StaffCategory, 'translations' | 'untranslated'> = {
  translations: { 'es-UY': { name: null } },
  untranslated: { 'es-UY': ['name'] },
};

/** What a wine is made of and where (the contract's facts), as its name and prose say. */
type Facts = Pick<InventoryProduct, 'producer' | 'grapes' | 'region' | 'country' | 'vintage' | 'abv' | 'volumeMl'>;

type Rated = Pick<InventoryProduct, 'rating' | 'reviewCount'>;
const unrated: Rated = { rating: null, reviewCount: 0 };

/** A wine whose facts nobody has written yet (one added before wines had them, or by a form that leaves them out), and nobody has reviewed. */
export const wineWithoutFacts: Facts & Rated = { producer: null, grapes: [], region: null, country: null, vintage: null, abv: null, volumeMl: 750, ...unrated };

const tannat = [{ name: 'Tannat', percent: 100 }];
/** A wine of Uruguay, whole grapes unless told, in a bottle of 750 ml. */
const uruguayan = (producer: string, grapes: Facts['grapes'], region: string, vintage: number | null, abv: number): Facts => ({ producer, grapes, region, country: 'Uruguay', vintage, abv, volumeMl: 750 });

interface WineFacts {
  id: number;
  name: string;
  categoryId: number;
  /** The demo artwork's number, wine-NN.webp in apps/api/images. */
  picture: number;
  unitPrice: number;
  stock: number;
  slogan: string;
  description: string;
  featured?: boolean;
  withdrawnAt?: string;
  facts: Facts;
  /** What its buyers think of it; no reviews unless told. */
  rated?: Rated;
}

function wine({ id, name, categoryId, picture, unitPrice, stock, slogan, description, featured = false, withdrawnAt, facts, rated = unrated }: WineFacts): InventoryProduct {
  const category = categories.find((candidate) => candidate.id === categoryId)!;
  const art = `wine-${String(picture).padStart(2, '0')}`;
  return {
    id,
    name,
    slogan,
    description,
    title: `${name}, a ${category.name.toLowerCase()} wine from Uruguay`,
    img: `${art}.webp`,
    featuredImg: `${art}-featured.webp`,
    unitPrice,
    stock,
    category,
    featured,
    withdrawnAt: withdrawnAt ?? null,
    ...facts,
    ...rated,
    ...wineInEnglishOnly,
  };
}

/** As staff see them; the shop sees those not withdrawn. */
export const wines: InventoryProduct[] = [
  wine({ id: 1, name: 'Estancia Piedra Alta Tannat Reserva', categoryId: 1, picture: 1, unitPrice: 1290, stock: 42, featured: true, slogan: 'The heart of Canelones in a glass', description: 'Deep violet with a nose of blackberry, plum and violets over cocoa and a touch of cedar from twelve months in French oak. Made for asado.', facts: uruguayan('Estancia Piedra Alta', tannat, 'Canelones', 2021, 13.8), rated: { rating: 4.5, reviewCount: 2 } }),
  wine({ id: 2, name: 'Cava Los Charrúas Gran Tannat Icono', categoryId: 1, picture: 9, unitPrice: 3900, stock: 0, slogan: 'Only in the best years', description: 'Inky and brooding: black cherry, tobacco and graphite, with tannins built to age for two decades in a cool cellar.', facts: uruguayan('Cava Los Charrúas', tannat, 'Canelones', 2018, 14.5) }),
  wine({ id: 3, name: 'Bodega Cuchilla Negra Tannat Viejas Cepas', categoryId: 1, picture: 3, unitPrice: 1850, stock: 4, slogan: 'Sixty-year-old vines', description: 'Old vines on the hills of Cerro Chapeu give a dense, savoury Tannat with dried fig, liquorice and a long, firm finish.', facts: uruguayan('Bodega Cuchilla Negra', tannat, 'Rivera', 2019, 14.5) }),
  wine({ id: 4, name: 'Viña Ombú Grande Arinarnoa Reserva', categoryId: 1, picture: 8, unitPrice: 1490, stock: 18, withdrawnAt: noon('2026-02-27'), slogan: 'A rare grape, a rounder red', description: 'Arinarnoa, a cross of Tannat and Cabernet Sauvignon: red plum, pepper and sweet spice over soft, round tannins.', facts: uruguayan('Viña Ombú Grande', [{ name: 'Arinarnoa', percent: 100 }], 'Canelones', 2020, 14) }),
  wine({ id: 5, name: 'Bodega Punta Brava Albariño Atlántico', categoryId: 2, picture: 11, unitPrice: 1390, stock: 33, featured: true, slogan: 'Salt air, white peach', description: 'Planted within sight of the ocean in Maldonado. White peach, lime zest and jasmine, with a saline finish that begs for seafood.', facts: uruguayan('Bodega Punta Brava', [{ name: 'Albariño', percent: 100 }], 'Maldonado', 2024, 12.5) }),
  wine({ id: 6, name: 'Viñedos Santa Lucía Sauvignon Blanc', categoryId: 2, picture: 12, unitPrice: 420, stock: 3, slogan: 'Green, bright, easy', description: 'Passion fruit, cut grass and grapefruit; crisp and light for long summer evenings by the river.', facts: uruguayan('Viñedos Santa Lucía', [{ name: 'Sauvignon Blanc', percent: 100 }], 'Canelones', 2024, 12) }),
  wine({ id: 7, name: 'Casa Marea Rosé de Pinot Noir', categoryId: 3, picture: 18, unitPrice: 990, stock: 31, slogan: 'Pale, dry, coastal', description: 'Pale salmon pink, pressed gently from Pinot Noir grown near the coast. Delicate aromas of red currant and rose petal.', facts: uruguayan('Casa Marea', [{ name: 'Pinot Noir', percent: 100 }], 'Maldonado', 2024, 12) }),
  wine({ id: 8, name: 'Casa Bruma Brut Nature Método Tradicional', categoryId: 4, picture: 22, unitPrice: 1690, stock: 28, featured: true, slogan: 'Thirty months on the lees', description: 'Chardonnay and Pinot Noir, second fermentation in the bottle and thirty months on the lees. Green apple, brioche and a fine mousse.', facts: uruguayan('Casa Bruma', [{ name: 'Chardonnay', percent: null }, { name: 'Pinot Noir', percent: null }], 'Canelones', null, 12) }),
];

/** The wine of the set with this id; a story or test naming one the set lacks fails at once. */
export function wineOf(id: number): InventoryProduct {
  const found = wines.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`The fixtures have no wine #${id}.`);
  return found;
}
