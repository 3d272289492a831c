// The demo catalogue: fictional Uruguayan wineries only, so the shop never implies a real brand's endorsement.
// Image names must match the files produced by scripts/artwork/generate.ts.
// Every text comes in English (the spec's) and in Spanish as Uruguay writes it; a wine's name is a name.

import type { WineTexts } from './schema';

export interface SeedCategory {
  id: number;
  name: string;
  img: string;
  translations: { 'es-UY': { name: string } };
}

/** A wine's facts as the contract writes them (a region by its name: see SEED_REGIONS). */
export interface SeedFacts {
  producer: string;
  grapes: readonly { name: string; percent: number | null }[];
  region: string;
  vintage: number | null;
  abv: number;
  volumeMl: number;
}

/** Uruguay's departments, where its wines are grown: the regions the seed starts with. */
export const SEED_REGIONS: readonly { name: string; country: string }[] = [
  'Artigas', 'Canelones', 'Cerro Largo', 'Colonia', 'Durazno', 'Flores', 'Florida', 'Lavalleja', 'Maldonado', 'Montevideo',
  'Paysandú', 'Río Negro', 'Rivera', 'Rocha', 'Salto', 'San José', 'Soriano', 'Tacuarembó', 'Treinta y Tres',
].map((name) => ({ name, country: 'Uruguay' }));

export interface SeedProduct {
  id: number;
  name: string;
  slogan: string;
  description: string;
  img: string;
  featuredImg: string;
  title: string;
  unitPrice: number;
  stock: number;
  categoryId: number;
  featured: boolean;
  translations: { 'es-UY': Required<WineTexts> };
  facts: SeedFacts;
}

export const seedCategories: readonly SeedCategory[] = [
  { id: 1, name: 'Red', img: 'category-red.webp', translations: { 'es-UY': { name: 'Tintos' } } },
  { id: 2, name: 'White', img: 'category-white.webp', translations: { 'es-UY': { name: 'Blancos' } } },
  { id: 3, name: 'Rosé', img: 'category-rose.webp', translations: { 'es-UY': { name: 'Rosados' } } },
  { id: 4, name: 'Sparkling', img: 'category-sparkling.webp', translations: { 'es-UY': { name: 'Espumosos' } } },
  { id: 5, name: 'Dessert', img: 'category-dessert.webp', translations: { 'es-UY': { name: 'De postre' } } },
  { id: 6, name: 'Fortified', img: 'category-fortified.webp', translations: { 'es-UY': { name: 'Fortificados' } } },
];

type WineEntry = Omit<SeedProduct, 'id' | 'img' | 'featuredImg' | 'translations' | 'facts'>;

// Listed in id order; ids and image names are derived from the position so they cannot drift apart.
const wines: readonly WineEntry[] = [
  {
    name: 'Estancia Piedra Alta Tannat Reserva',
    slogan: 'The heart of Canelones in a glass',
    description:
      'Deep violet with a nose of blackberry, plum and violets over cocoa and a touch of cedar from twelve months in French oak. The palate is full and firm, its famous Tannat grip polished into ripe, velvety tannins and a long spiced finish. Made for asado: short ribs, chorizo and provoleta straight from the grill.',
    title: 'Estancia Piedra Alta Tannat Reserva, a bold red from Canelones',
    unitPrice: 1290,
    stock: 42,
    categoryId: 1,
    featured: true,
  },
  {
    name: 'Viñedos Arroyo Sauce Marselan Joven',
    slogan: 'Bright fruit, easy heart',
    description:
      'Vivid ruby, opening with raspberry, red cherry and a hint of fresh thyme. Unoaked and juicy, the palate is light on its feet with supple tannins and a lively, crunchy finish. Serve it slightly cool with pizza a la parrilla, empanadas or a weeknight plate of pasta with tomato sauce.',
    title: 'Viñedos Arroyo Sauce Marselan Joven, a juicy red from Colonia',
    unitPrice: 690,
    stock: 35,
    categoryId: 1,
    featured: false,
  },
  {
    name: 'Bodega Cuchilla Negra Tannat Viejas Cepas',
    slogan: 'Old vines, northern fire',
    description:
      'From fifty-year-old vines on the sandy soils of Rivera. Black cherry, dried fig, tobacco leaf and dark chocolate rise from the glass. Dense yet fresh, with powerful, fine-grained tannins and a mineral, smoky finish that lasts. Decant an hour ahead and pour beside slow-roasted lamb or aged cheeses.',
    title: 'Bodega Cuchilla Negra Tannat Viejas Cepas, an old-vine red from Rivera',
    unitPrice: 2450,
    stock: 12,
    categoryId: 1,
    featured: false,
  },
  {
    name: 'Casa Lumbrera Cabernet Franc Sierra',
    slogan: 'Granite hills, ocean breeze',
    description:
      'Grown on the granite slopes of the Maldonado sierras, a few kilometres from the Atlantic. Red currant, bell pepper and graphite on the nose, with a whisper of pink pepper. Medium-bodied and taut, with chalky tannins and a saline lift on the finish. Superb with grilled mushrooms, duck breast or lamb chops.',
    title: 'Casa Lumbrera Cabernet Franc Sierra, a fresh red from Maldonado',
    unitPrice: 1580,
    stock: 24,
    categoryId: 1,
    featured: true,
  },
  {
    name: 'Bodega Tres Horneros Merlot Clásico',
    slogan: 'Soft, round and always welcome',
    description:
      'Plum, blackcurrant and a gentle note of vanilla from a short rest in oak. The palate is round and generous, with soft tannins and a smooth, fruit-driven finish. An easygoing red for the table every day: milanesa with mashed potatoes, roast chicken or a simple cheese and cured meat board.',
    title: 'Bodega Tres Horneros Merlot Clásico, a smooth red from San José',
    unitPrice: 520,
    stock: 58,
    categoryId: 1,
    featured: false,
  },
  {
    name: 'Quinta del Pampero Pinot Noir Atlántico',
    slogan: 'Shaped by the southern wind',
    description:
      'Pale garnet and perfumed: wild strawberry, rose petals, forest floor and a pinch of sea salt carried by the pampero wind. Silky and delicate on the palate, with bright acidity and lace-fine tannins that linger gracefully. Lovely with grilled salmon, mushroom risotto or roast pork tenderloin.',
    title: 'Quinta del Pampero Pinot Noir Atlántico, an elegant red from Maldonado',
    unitPrice: 1850,
    stock: 16,
    categoryId: 1,
    featured: false,
  },
  {
    name: 'Bodega Sol de Melilla Tannat Merlot',
    slogan: 'Two grapes, one long sunset',
    description:
      'A blend from the hills of Melilla, on the edge of Montevideo. Blackberry and plum from the Tannat meet soft red fruit and mocha from the Merlot. Medium to full body, rounded tannins and a warm, spiced finish. The natural partner for chivito, beef stew or a Sunday asado with friends.',
    title: 'Bodega Sol de Melilla Tannat Merlot, a generous red blend from Montevideo',
    unitPrice: 890,
    stock: 30,
    categoryId: 1,
    featured: true,
  },
  {
    name: 'Viña Ombú Grande Arinarnoa Reserva',
    slogan: 'A rare grape under a great shade',
    description:
      'Arinarnoa, a cross of Tannat and Cabernet Sauvignon, rarely grown outside Uruguay. Cassis, black olive and sweet spice lead the nose. The palate is structured and savoury, with ripe, grippy tannins and notes of liquorice on the finish. Pair it with braised beef cheeks, venison or hard sheep cheese.',
    title: 'Viña Ombú Grande Arinarnoa Reserva, a rare red from Canelones',
    unitPrice: 1150,
    stock: 20,
    categoryId: 1,
    featured: false,
  },
  {
    name: 'Cava Los Charrúas Gran Tannat Icono',
    slogan: 'Our finest parcel, our finest year',
    description:
      'Only made in exceptional vintages from a single hillside parcel. Inky and profound: black fruit, violets, espresso, graphite and cigar box. Vast yet composed, with layered, velvety tannins, a core of fresh acidity and a finish that keeps unfolding. Cellar for a decade or open beside a dry-aged ribeye.',
    title: 'Cava Los Charrúas Gran Tannat Icono, a flagship red from Canelones',
    unitPrice: 3900,
    stock: 0,
    categoryId: 1,
    featured: false,
  },
  {
    name: 'Estancia Laguna Negra Tannat Roble',
    slogan: 'Lagoon mist and gentle oak',
    description:
      'From vines near the lagoons of Rocha, kissed by morning mist. Ripe plum, black cherry and a soft toasty note from six months on oak. Fleshy and approachable for a Tannat, with rounded tannins and a clean, fruity finish. Try it with burgers off the grill, lentil stew or a hearty meat lasagne.',
    title: 'Estancia Laguna Negra Tannat Roble, an approachable red from Rocha',
    unitPrice: 980,
    stock: 27,
    categoryId: 1,
    featured: false,
  },
  {
    name: 'Bodega Punta Brava Albariño Atlántico',
    slogan: 'The Atlantic, bottled',
    description:
      'Planted within sight of the ocean in Maldonado. The nose is all white peach, lime zest, jasmine and a salty sea spray. Crisp and vibrant, with racy acidity, a saline mid-palate and a long citrus finish. Born for seafood: grilled squid, ceviche, oysters, or a plate of fried brótola with lemon.',
    title: 'Bodega Punta Brava Albariño Atlántico, a coastal white from Maldonado',
    unitPrice: 1390,
    stock: 33,
    categoryId: 2,
    featured: true,
  },
  {
    name: 'Viñedos Santa Lucía Sauvignon Blanc',
    slogan: 'Fresh as a river morning',
    description:
      'Grown along the Santa Lucía river in Canelones. Passion fruit, green apple, cut grass and a hint of grapefruit pith. Light, zesty and refreshing, with crunchy acidity and a clean, herbal finish. Chill it well for summer afternoons, goat cheese salads, fish tacos or grilled vegetables with chimichurri.',
    title: 'Viñedos Santa Lucía Sauvignon Blanc, a zesty white from Canelones',
    unitPrice: 420,
    stock: 48,
    categoryId: 2,
    featured: false,
  },
  {
    name: 'Casa del Arroyo Solís Chardonnay Barrica',
    slogan: 'Golden, creamy, unhurried',
    description:
      'Fermented and aged in French barrels for ten months. Baked apple, pear, toasted hazelnut and butter brioche on the nose. The palate is round and creamy, with a polished line of acidity keeping it fresh and a gently smoky finish. Pair with roast chicken, lobster, creamy pasta or a wedge of aged Colonia cheese.',
    title: 'Casa del Arroyo Solís Chardonnay Barrica, a rich white from Maldonado',
    unitPrice: 1250,
    stock: 18,
    categoryId: 2,
    featured: false,
  },
  {
    name: 'Bodega Carmelo Viejo Viognier',
    slogan: 'Apricot blossom by the river',
    description:
      'From old riverside vineyards near Carmelo, in Colonia. A perfumed nose of apricot, honeysuckle, orange blossom and ginger. Textured and generous on the palate, with gentle acidity, a silky mouthfeel and a floral, lingering finish. Excellent with Thai curries, pork with fruit glaze or spiced roast pumpkin.',
    title: 'Bodega Carmelo Viejo Viognier, an aromatic white from Colonia',
    unitPrice: 860,
    stock: 22,
    categoryId: 2,
    featured: false,
  },
  {
    name: 'Quinta Las Piedras Petit Manseng Seco',
    slogan: 'Tropical heart, dry finish',
    description:
      'A dry take on a grape usually made sweet. Pineapple, mango, quince and a hint of white pepper fill the glass. Rich fruit on the palate is balanced by vivid, mouth-watering acidity and a long, spicy finish. A versatile white for grilled fish, paella, sushi or chicken with lemon and herbs.',
    title: 'Quinta Las Piedras Petit Manseng Seco, a vibrant white from Canelones',
    unitPrice: 1480,
    stock: 26,
    categoryId: 2,
    featured: true,
  },
  {
    name: 'Viña Aurora del Sur Torrontés',
    slogan: 'Flowers at first light',
    description:
      'From warm vineyards in Salto, near the Río Uruguay. An exuberant nose of rose, orange blossom, lychee and muscat grape. Dry, light and fragrant, with soft acidity and a clean, slightly bitter citrus finish. Lovely as an aperitif or beside spicy empanadas, Asian dishes and fresh fruit salads.',
    title: 'Viña Aurora del Sur Torrontés, a floral white from Salto',
    unitPrice: 640,
    stock: 0,
    categoryId: 2,
    featured: false,
  },
  {
    name: 'Bodega Isla Gorriti Riesling Costero',
    slogan: 'Stone, salt and citrus',
    description:
      'Cool coastal sites near Punta del Este give this Riesling its tension. Lime, green apple, white flowers and a flinty mineral edge. Bone dry and electric, with piercing acidity and a long, stony finish that will develop petrol notes with age. Superb with sushi, smoked fish or pork belly.',
    title: 'Bodega Isla Gorriti Riesling Costero, a mineral white from Maldonado',
    unitPrice: 1090,
    stock: 14,
    categoryId: 2,
    featured: false,
  },
  {
    name: 'Bodega Rincón del Indio Rosé de Tannat',
    slogan: 'Tannat in a summer mood',
    description:
      'A bright coral rosé from short skin contact with Tannat. Strawberry, watermelon and pink grapefruit on the nose. Dry and crunchy, with refreshing acidity and just a hint of the grape’s grip on the finish. Perfect poolside, with grilled prawns, tomato salads or a light pasta with summer vegetables.',
    title: 'Bodega Rincón del Indio Rosé de Tannat, a crisp rosé from Canelones',
    unitPrice: 620,
    stock: 40,
    categoryId: 3,
    featured: false,
  },
  {
    name: 'Casa Marea Rosé de Pinot Noir',
    slogan: 'Pale as a seaside dawn',
    description:
      'Pale salmon pink, pressed gently from Pinot Noir grown near the coast. Delicate aromas of red currant, peach skin, rose and a breath of sea air. Silky and dry, with fine acidity and a long, saline, red-berry finish. Made for long lunches: octopus carpaccio, salmon tartare or a goat cheese tart.',
    title: 'Casa Marea Rosé de Pinot Noir, a delicate rosé from Maldonado',
    unitPrice: 990,
    stock: 31,
    categoryId: 3,
    featured: true,
  },
  {
    name: 'Viñedos Cerro Largo Rosado de Marselan',
    slogan: 'Wild berries from the east',
    description:
      'From the rolling countryside of Cerro Largo, near the Brazilian border. Raspberry, cherry blossom and a touch of fresh mint. Fruity and juicy, with a slightly fuller body than most rosés and a lively, refreshing finish. A great match for chicken skewers, pizza with fresh basil or a summer charcuterie board.',
    title: 'Viñedos Cerro Largo Rosado de Marselan, a fruity rosé from Cerro Largo',
    unitPrice: 720,
    stock: 25,
    categoryId: 3,
    featured: false,
  },
  {
    name: 'Quinta La Paloma Rosé Caladoc',
    slogan: 'Lighthouse sunsets in pink',
    description:
      'Caladoc, a cross of Grenache and Malbec, grown in the sandy soils of Rocha. Red plum, pomegranate and dried herbs on the nose. Dry and savoury, with a gentle texture and a bright, slightly spicy finish. Pour it with grilled fish, shrimp tortilla or a bowl of olives at sunset by the beach.',
    title: 'Quinta La Paloma Rosé Caladoc, a savoury rosé from Rocha',
    unitPrice: 780,
    stock: 19,
    categoryId: 3,
    featured: false,
  },
  {
    name: 'Casa Bruma Brut Nature Método Tradicional',
    slogan: 'Thirty months of patience',
    description:
      'Chardonnay and Pinot Noir, second fermentation in the bottle and thirty months on the lees. Green apple, lemon curd, toasted almond and warm brioche. Bone dry, with a fine, persistent mousse and a chalky, citrus finish. Celebrate with oysters, tempura, fried calamari or simply a bowl of salted popcorn.',
    title: 'Casa Bruma Brut Nature Método Tradicional, a fine sparkling wine from Canelones',
    unitPrice: 1690,
    stock: 28,
    categoryId: 4,
    featured: true,
  },
  {
    name: 'Bodega Playa Verde Extra Brut Rosé',
    slogan: 'Pink bubbles, ocean light',
    description:
      'A traditional-method sparkling rosé from Pinot Noir grown near the Maldonado coast. Wild strawberry, red apple and a delicate pastry note. Crisp and lively on the palate, with creamy bubbles and a dry, red-berry finish. Perfect for toasts, sushi platters, smoked salmon canapés or strawberries at dessert.',
    title: 'Bodega Playa Verde Extra Brut Rosé, a pink sparkling wine from Maldonado',
    unitPrice: 1450,
    stock: 21,
    categoryId: 4,
    featured: false,
  },
  {
    name: 'Viñedos Arroyo Carrasco Brut Cuvée Especial',
    slogan: 'Our special cuvée for special nights',
    description:
      'A blend of Chardonnay and Pinot Noir from our best Canelones parcels, aged three years on the lees. Golden apple, quince, honeyed toast and roasted hazelnut. Creamy and layered, with a fine, lasting bead and a long, elegant finish. Pair with lobster, truffled risotto, roast chicken or aged hard cheeses.',
    title: 'Viñedos Arroyo Carrasco Brut Cuvée Especial, a prestige sparkling wine from Canelones',
    unitPrice: 2190,
    stock: 15,
    categoryId: 4,
    featured: true,
  },
  {
    name: 'Espumantes del Plata Moscatel Dulce',
    slogan: 'Sweet sparkle for every party',
    description:
      'A light, gently sweet sparkler made from Moscatel grapes in Canelones. Exuberant aromas of fresh grapes, peach, orange blossom and honey. Soft, frothy bubbles, low alcohol and a fresh, fruity finish. Serve well chilled at birthdays and New Year, with fruit tarts, panettone or a lemon pie.',
    title: 'Espumantes del Plata Moscatel Dulce, a sweet sparkling wine from Canelones',
    unitPrice: 490,
    stock: 52,
    categoryId: 4,
    featured: false,
  },
  {
    name: 'Casa Ceibal Petit Manseng Cosecha Tardía',
    slogan: 'Autumn sunshine, slowly gathered',
    description:
      'Grapes left on the vine until late autumn to concentrate their sugars. Candied pineapple, apricot jam, honey and orange peel on the nose. Luscious and sweet, yet lifted by a streak of bright acidity that keeps every sip fresh. Serve with blue cheese, crème brûlée or a tarte tatin.',
    title: 'Casa Ceibal Petit Manseng Cosecha Tardía, a late-harvest dessert wine from Canelones',
    unitPrice: 1190,
    stock: 17,
    categoryId: 5,
    featured: false,
  },
  {
    name: 'Quinta Sauce Solo Moscatel de Hamburgo Tardío',
    slogan: 'A rose garden in a glass',
    description:
      'Moscatel de Hamburgo, a pink-skinned grape long loved in Uruguay, picked late in Colonia. Rose petals, lychee, candied grape and Turkish delight. Sweet and silky with gentle acidity and a floral, honeyed finish. Perfect with dulce de leche pancakes, fruit salads or almond cookies after dinner.',
    title: 'Quinta Sauce Solo Moscatel de Hamburgo Tardío, a floral dessert wine from Colonia',
    unitPrice: 980,
    stock: 23,
    categoryId: 5,
    featured: true,
  },
  {
    name: 'Viñedos del Tala Sémillon Noble',
    slogan: 'Noble rot, golden reward',
    description:
      'A rare botrytised Sémillon, made only when autumn mists in San José allow noble rot to take hold. Saffron, marmalade, honeycomb and dried apricot. Opulent and unctuous, balanced by vibrant acidity, with a finish that lasts for minutes. Pour with foie gras, Roquefort or an orange almond cake.',
    title: 'Viñedos del Tala Sémillon Noble, a rare noble-rot dessert wine from San José',
    unitPrice: 2890,
    stock: 0,
    categoryId: 5,
    featured: false,
  },
  {
    name: 'Bodega Fortín de Santa Rosa Tannat Licoroso',
    slogan: 'A warm fireside classic',
    description:
      'Tannat fortified with grape spirit to keep its natural sweetness, then rested two years in old barrels. Black cherry jam, fig, cocoa and sweet spice. Rich and warming, with soft tannins and a long, chocolatey finish. Serve slightly cool with dark chocolate, walnuts, blue cheese or a slice of chajá cake.',
    title: 'Bodega Fortín de Santa Rosa Tannat Licoroso, a fortified red from Canelones',
    unitPrice: 1350,
    stock: 20,
    categoryId: 6,
    featured: false,
  },
  {
    name: 'Casa Galeón Tannat Fortificado 10 Años',
    slogan: 'A decade in the dark, for you',
    description:
      'Ten years in old oak casks in our cellar in Colonia have turned this fortified Tannat tawny and complex. Dried fig, toffee, roasted walnut, orange peel and cedar. Smooth and mellow, with a nutty sweetness and a long, warming finish. Sip after dinner with pecan pie, aged cheeses or a good cigar.',
    title: 'Casa Galeón Tannat Fortificado 10 Años, an aged fortified wine from Colonia',
    unitPrice: 2690,
    stock: 13,
    categoryId: 6,
    featured: true,
  },
  {
    name: 'Bodega Aljibe Viejo Moscatel Licoroso',
    slogan: 'Grandmother’s favourite, still',
    description:
      'A traditional fortified Moscatel from an old family cellar in Canelones. Golden amber with aromas of raisin, orange blossom honey and dried apricot. Sweet and round, with a warm glow of spirit and a fresh, citrusy finish. Serve chilled as an aperitif or with almond biscuits, flan and fruit cake.',
    title: 'Bodega Aljibe Viejo Moscatel Licoroso, a sweet fortified wine from Canelones',
    unitPrice: 760,
    stock: 38,
    categoryId: 6,
    featured: false,
  },
  {
    name: 'Viña Barra de Valizas Tannat Solera',
    slogan: 'Layers of time, blended',
    description:
      'Aged in a solera system of stacked barrels, where every bottling draws on many vintages. Mahogany in the glass, with aromas of coffee, molasses, prune, leather and toasted nuts. Dry-finishing and intense, with a silky texture and a very long, savoury finish. Enjoy with almonds, hard cheese or dark chocolate.',
    title: 'Viña Barra de Valizas Tannat Solera, a solera-aged fortified wine from Rocha',
    unitPrice: 1890,
    stock: 9,
    categoryId: 6,
    featured: false,
  },
];

/**
 * What each wine is, in the same order, as its name and prose say: the bodega, its grapes (shares where the
 * prose gives them; a traditional-method blend's are not told), its department, its vintage (none for a
 * solera, a blend of years or an aged fortified wine), its alcohol and its bottle.
 */
const facts: readonly SeedFacts[] = [
  { producer: 'Estancia Piedra Alta', grapes: [{ name: 'Tannat', percent: 100 }], region: 'Canelones', vintage: 2021, abv: 13.8, volumeMl: 750 },
  { producer: 'Viñedos Arroyo Sauce', grapes: [{ name: 'Marselan', percent: 100 }], region: 'Colonia', vintage: 2023, abv: 13.0, volumeMl: 750 },
  { producer: 'Bodega Cuchilla Negra', grapes: [{ name: 'Tannat', percent: 100 }], region: 'Rivera', vintage: 2019, abv: 14.5, volumeMl: 750 },
  { producer: 'Casa Lumbrera', grapes: [{ name: 'Cabernet Franc', percent: 100 }], region: 'Maldonado', vintage: 2021, abv: 13.5, volumeMl: 750 },
  { producer: 'Bodega Tres Horneros', grapes: [{ name: 'Merlot', percent: 100 }], region: 'San José', vintage: 2022, abv: 13.0, volumeMl: 750 },
  { producer: 'Quinta del Pampero', grapes: [{ name: 'Pinot Noir', percent: 100 }], region: 'Maldonado', vintage: 2022, abv: 12.5, volumeMl: 750 },
  { producer: 'Bodega Sol de Melilla', grapes: [{ name: 'Tannat', percent: 60 }, { name: 'Merlot', percent: 40 }], region: 'Montevideo', vintage: 2021, abv: 13.5, volumeMl: 750 },
  { producer: 'Viña Ombú Grande', grapes: [{ name: 'Arinarnoa', percent: 100 }], region: 'Canelones', vintage: 2020, abv: 14.0, volumeMl: 750 },
  { producer: 'Cava Los Charrúas', grapes: [{ name: 'Tannat', percent: 100 }], region: 'Canelones', vintage: 2018, abv: 14.5, volumeMl: 750 },
  { producer: 'Estancia Laguna Negra', grapes: [{ name: 'Tannat', percent: 100 }], region: 'Rocha', vintage: 2022, abv: 13.5, volumeMl: 750 },
  { producer: 'Bodega Punta Brava', grapes: [{ name: 'Albariño', percent: 100 }], region: 'Maldonado', vintage: 2024, abv: 12.5, volumeMl: 750 },
  { producer: 'Viñedos Santa Lucía', grapes: [{ name: 'Sauvignon Blanc', percent: 100 }], region: 'Canelones', vintage: 2024, abv: 12.0, volumeMl: 750 },
  { producer: 'Casa del Arroyo Solís', grapes: [{ name: 'Chardonnay', percent: 100 }], region: 'Maldonado', vintage: 2022, abv: 13.5, volumeMl: 750 },
  { producer: 'Bodega Carmelo Viejo', grapes: [{ name: 'Viognier', percent: 100 }], region: 'Colonia', vintage: 2023, abv: 13.5, volumeMl: 750 },
  { producer: 'Quinta Las Piedras', grapes: [{ name: 'Petit Manseng', percent: 100 }], region: 'Canelones', vintage: 2023, abv: 13.0, volumeMl: 750 },
  { producer: 'Viña Aurora del Sur', grapes: [{ name: 'Torrontés', percent: 100 }], region: 'Salto', vintage: 2024, abv: 12.5, volumeMl: 750 },
  { producer: 'Bodega Isla Gorriti', grapes: [{ name: 'Riesling', percent: 100 }], region: 'Maldonado', vintage: 2023, abv: 12.0, volumeMl: 750 },
  { producer: 'Bodega Rincón del Indio', grapes: [{ name: 'Tannat', percent: 100 }], region: 'Canelones', vintage: 2024, abv: 12.5, volumeMl: 750 },
  { producer: 'Casa Marea', grapes: [{ name: 'Pinot Noir', percent: 100 }], region: 'Maldonado', vintage: 2024, abv: 12.0, volumeMl: 750 },
  { producer: 'Viñedos Cerro Largo', grapes: [{ name: 'Marselan', percent: 100 }], region: 'Cerro Largo', vintage: 2024, abv: 12.5, volumeMl: 750 },
  { producer: 'Quinta La Paloma', grapes: [{ name: 'Caladoc', percent: 100 }], region: 'Rocha', vintage: 2024, abv: 12.5, volumeMl: 750 },
  { producer: 'Casa Bruma', grapes: [{ name: 'Chardonnay', percent: null }, { name: 'Pinot Noir', percent: null }], region: 'Canelones', vintage: null, abv: 12.0, volumeMl: 750 },
  { producer: 'Bodega Playa Verde', grapes: [{ name: 'Pinot Noir', percent: 100 }], region: 'Maldonado', vintage: 2022, abv: 12.0, volumeMl: 750 },
  { producer: 'Viñedos Arroyo Carrasco', grapes: [{ name: 'Chardonnay', percent: null }, { name: 'Pinot Noir', percent: null }], region: 'Canelones', vintage: null, abv: 12.5, volumeMl: 1500 },
  { producer: 'Espumantes del Plata', grapes: [{ name: 'Moscatel', percent: 100 }], region: 'Canelones', vintage: null, abv: 7.5, volumeMl: 750 },
  { producer: 'Casa Ceibal', grapes: [{ name: 'Petit Manseng', percent: 100 }], region: 'Canelones', vintage: 2022, abv: 12.0, volumeMl: 375 },
  { producer: 'Quinta Sauce Solo', grapes: [{ name: 'Moscatel de Hamburgo', percent: 100 }], region: 'Colonia', vintage: 2023, abv: 11.5, volumeMl: 500 },
  { producer: 'Viñedos del Tala', grapes: [{ name: 'Sémillon', percent: 100 }], region: 'San José', vintage: 2020, abv: 12.5, volumeMl: 375 },
  { producer: 'Bodega Fortín de Santa Rosa', grapes: [{ name: 'Tannat', percent: 100 }], region: 'Canelones', vintage: 2021, abv: 18.0, volumeMl: 500 },
  { producer: 'Casa Galeón', grapes: [{ name: 'Tannat', percent: 100 }], region: 'Colonia', vintage: null, abv: 19.5, volumeMl: 750 },
  { producer: 'Bodega Aljibe Viejo', grapes: [{ name: 'Moscatel', percent: 100 }], region: 'Canelones', vintage: null, abv: 17.0, volumeMl: 750 },
  { producer: 'Viña Barra de Valizas', grapes: [{ name: 'Tannat', percent: 100 }], region: 'Rocha', vintage: null, abv: 18.5, volumeMl: 750 },
];

/** The wines' texts in Spanish, in the same order. */
const spanish: readonly Required<WineTexts>[] = [
  {
    slogan: 'El corazón de Canelones en una copa',
    description:
      'Violeta profundo, con aromas de mora, ciruela y violetas sobre cacao y un toque de cedro de doce meses en roble francés. En boca es amplio y firme: el famoso agarre de la uva Tannat, pulido en taninos maduros y aterciopelados, y un final largo y especiado. Hecho para el asado: asado de tira, chorizo y provoleta recién salidos de la parrilla.',
    title: 'Estancia Piedra Alta Tannat Reserva, un tinto con carácter de Canelones',
  },
  {
    slogan: 'Fruta vivaz, corazón liviano',
    description:
      'Rubí intenso, se abre con frambuesa, cereza roja y un dejo de tomillo fresco. Sin paso por madera y jugoso, en boca es ágil, de taninos suaves y un final vivo y crocante. Servilo apenas fresco con pizza a la parrilla, empanadas o un plato de pasta con salsa de tomate un día de semana.',
    title: 'Viñedos Arroyo Sauce Marselan Joven, un tinto jugoso de Colonia',
  },
  {
    slogan: 'Viñas viejas, fuego del norte',
    description:
      'De viñas de cincuenta años en los suelos arenosos de Rivera. Cereza negra, higo seco, hoja de tabaco y chocolate amargo suben de la copa. Denso pero fresco, con taninos potentes y finos, y un final mineral y ahumado que perdura. Decantalo una hora antes y servilo junto a un cordero asado a fuego lento o quesos estacionados.',
    title: 'Bodega Cuchilla Negra Tannat Viejas Cepas, un tinto de viñas viejas de Rivera',
  },
  {
    slogan: 'Sierras de granito, brisa del océano',
    description:
      'Nace en las laderas de granito de las sierras de Maldonado, a pocos kilómetros del Atlántico. Grosella roja, morrón y grafito en nariz, con un susurro de pimienta rosa. De cuerpo medio y tenso, con taninos calcáreos y un final salino que lo levanta. Excelente con hongos a la parrilla, pechuga de pato o costillitas de cordero.',
    title: 'Casa Lumbrera Cabernet Franc Sierra, un tinto fresco de Maldonado',
  },
  {
    slogan: 'Suave, redondo y siempre bienvenido',
    description:
      'Ciruela, casis y una nota suave de vainilla de un breve descanso en roble. En boca es redondo y generoso, de taninos suaves y un final frutado y sedoso. Un tinto sin vueltas para la mesa de todos los días: milanesa con puré, pollo al horno o una tabla de quesos y fiambres.',
    title: 'Bodega Tres Horneros Merlot Clásico, un tinto amable de San José',
  },
  {
    slogan: 'Moldeado por el viento del sur',
    description:
      'Granate pálido y perfumado: frutilla silvestre, pétalos de rosa, sotobosque y una pizca de sal marina que trae el pampero. Sedoso y delicado en boca, de acidez brillante y taninos finos como encaje que se quedan con elegancia. Ideal con salmón a la parrilla, risotto de hongos o solomillo de cerdo al horno.',
    title: 'Quinta del Pampero Pinot Noir Atlántico, un tinto elegante de Maldonado',
  },
  {
    slogan: 'Dos uvas, un atardecer largo',
    description:
      'Un corte de las colinas de Melilla, en el borde de Montevideo. La mora y la ciruela de la uva Tannat se encuentran con la fruta roja suave y el moca del Merlot. Cuerpo medio a pleno, taninos redondos y un final cálido y especiado. El compañero natural del chivito, un guiso de carne o un asado de domingo con amigos.',
    title: 'Bodega Sol de Melilla Tannat Merlot, un corte tinto generoso de Montevideo',
  },
  {
    slogan: 'Una uva rara bajo una gran sombra',
    description:
      'Arinarnoa, un cruce de Tannat y Cabernet Sauvignon que casi no se cultiva fuera de Uruguay. Casis, aceituna negra y especias dulces abren la nariz. En boca es estructurado y sabroso, con taninos maduros y firmes y notas de regaliz en el final. Acompañalo con cachetes de vaca braseados, ciervo o queso duro de oveja.',
    title: 'Viña Ombú Grande Arinarnoa Reserva, un tinto poco común de Canelones',
  },
  {
    slogan: 'Nuestra mejor parcela, nuestro mejor año',
    description:
      'Solo se elabora en cosechas excepcionales, de una única parcela en ladera. Oscuro como la tinta y profundo: fruta negra, violetas, espresso, grafito y caja de habanos. Inmenso pero sereno, con taninos aterciopelados en capas, un centro de acidez fresca y un final que no deja de abrirse. Guardalo una década o abrilo junto a un ojo de bife madurado.',
    title: 'Cava Los Charrúas Gran Tannat Icono, el tinto insignia de Canelones',
  },
  {
    slogan: 'Bruma de laguna y roble suave',
    description:
      'De viñas cerca de las lagunas de Rocha, besadas por la bruma de la mañana. Ciruela madura, cereza negra y una nota tostada suave de seis meses en roble. Carnoso y accesible para ser un Tannat, con taninos redondos y un final limpio y frutado. Probalo con hamburguesas a la parrilla, guiso de lentejas o una buena lasaña de carne.',
    title: 'Estancia Laguna Negra Tannat Roble, un tinto accesible de Rocha',
  },
  {
    slogan: 'El Atlántico, embotellado',
    description:
      'Un vino blanco plantado a la vista del océano, en Maldonado. La nariz es pura fruta: durazno blanco, ralladura de lima, jazmín y brisa salada. Fresco y vibrante, de acidez nerviosa, un paso salino y un final largo y cítrico. Nacido para los frutos de mar: calamar a la plancha, ceviche, ostras o una brótola frita con limón.',
    title: 'Bodega Punta Brava Albariño Atlántico, un blanco costero de Maldonado',
  },
  {
    slogan: 'Fresco como una mañana de río',
    description:
      'Un vino blanco de viñedos a orillas del río Santa Lucía, en Canelones. Maracuyá, manzana verde, pasto recién cortado y un toque de pomelo. Liviano, chispeante y refrescante, de acidez crocante y un final limpio y herbal. Servilo bien frío en las tardes de verano, con ensaladas con queso de cabra, tacos de pescado o verduras a la parrilla con chimichurri.',
    title: 'Viñedos Santa Lucía Sauvignon Blanc, un blanco vivaz de Canelones',
  },
  {
    slogan: 'Dorado, cremoso, sin apuro',
    description:
      'Un vino blanco fermentado y criado diez meses en barricas francesas. Manzana asada, pera, avellana tostada y brioche de manteca en nariz. En boca es redondo y cremoso, con una línea de acidez pulida que lo mantiene fresco y un final apenas ahumado. Para acompañar pollo al horno, langosta, pastas con crema o una cuña de queso Colonia estacionado.',
    title: 'Casa del Arroyo Solís Chardonnay Barrica, un blanco con cuerpo de Maldonado',
  },
  {
    slogan: 'Flor de damasco junto al río',
    description:
      'Un vino blanco de viejos viñedos ribereños cerca de Carmelo, en Colonia. Nariz perfumada de damasco, madreselva, azahar y jengibre. Untuoso y generoso en boca, de acidez suave, textura sedosa y un final floral que se prolonga. Excelente con curris tailandeses, cerdo con glaseado de frutas o zapallo asado especiado.',
    title: 'Bodega Carmelo Viejo Viognier, un blanco aromático de Colonia',
  },
  {
    slogan: 'Corazón tropical, final seco',
    description:
      'Una versión seca de una uva que suele hacerse dulce: un vino blanco con ananá, mango, membrillo y un dejo de pimienta blanca en la copa. La fruta generosa se equilibra con una acidez viva que hace agua la boca y un final largo y especiado. Un blanco versátil para pescado a la parrilla, paella, sushi o pollo al limón con hierbas.',
    title: 'Quinta Las Piedras Petit Manseng Seco, un blanco vibrante de Canelones',
  },
  {
    slogan: 'Flores con la primera luz',
    description:
      'Un vino blanco de viñedos cálidos de Salto, cerca del río Uruguay. Nariz exuberante de rosa, azahar, lichi y uva moscatel. Seco, liviano y fragante, de acidez suave y un final cítrico limpio y apenas amargo. Muy rico como aperitivo o junto a empanadas picantes, platos asiáticos y ensaladas de frutas frescas.',
    title: 'Viña Aurora del Sur Torrontés, un blanco floral de Salto',
  },
  {
    slogan: 'Piedra, sal y cítricos',
    description:
      'Los sitios frescos de la costa cerca de Punta del Este le dan a este vino blanco su tensión. Lima, manzana verde, flores blancas y un filo mineral de pedernal. Bien seco y eléctrico, de acidez penetrante y un final largo y pedregoso que con los años dará notas de hidrocarburo. Excelente con sushi, pescado ahumado o panceta de cerdo.',
    title: 'Bodega Isla Gorriti Riesling Costero, un blanco mineral de Maldonado',
  },
  {
    slogan: 'Tannat con ánimo de verano',
    description:
      'Un rosado coral y luminoso, de breve contacto con las pieles de la uva Tannat. Frutilla, sandía y pomelo rosado en nariz. Seco y crocante, de acidez refrescante y apenas un recuerdo del agarre de la uva en el final. Perfecto junto a la piscina, con langostinos a la parrilla, ensalada de tomates o una pasta liviana con verduras de verano.',
    title: 'Bodega Rincón del Indio Rosé de Tannat, un rosado fresco de Canelones',
  },
  {
    slogan: 'Pálido como un amanecer en la costa',
    description:
      'Rosa salmón pálido, prensado con suavidad de Pinot Noir cultivado cerca de la costa. Aromas delicados de grosella, piel de durazno, rosa y un soplo de aire de mar. Sedoso y seco, de acidez fina y un final largo, salino y de frutos rojos. Hecho para almuerzos largos: carpaccio de pulpo, tartar de salmón o una tarta de queso de cabra.',
    title: 'Casa Marea Rosé de Pinot Noir, un rosado delicado de Maldonado',
  },
  {
    slogan: 'Frutos silvestres del este',
    description:
      'De las suaves lomadas de Cerro Largo, cerca de la frontera con Brasil. Frambuesa, flor de cerezo y un toque de menta fresca. Frutado y jugoso, con un poco más de cuerpo que la mayoría de los rosados y un final vivo y refrescante. Gran compañero de brochettes de pollo, pizza con albahaca fresca o una tabla de fiambres en verano.',
    title: 'Viñedos Cerro Largo Rosado de Marselan, un rosado frutado de Cerro Largo',
  },
  {
    slogan: 'Atardeceres de faro, en rosa',
    description:
      'Caladoc, un cruce de Garnacha y Malbec, cultivado en los suelos arenosos de Rocha. Ciruela roja, granada y hierbas secas en nariz. Seco y sabroso, de textura suave y un final luminoso y apenas especiado. Servilo con pescado a la parrilla, tortilla de camarones o unas aceitunas al atardecer en la playa.',
    title: 'Quinta La Paloma Rosé Caladoc, un rosado sabroso de Rocha',
  },
  {
    slogan: 'Treinta meses de paciencia',
    description:
      'Chardonnay y Pinot Noir, segunda fermentación en botella y treinta meses sobre lías. Manzana verde, crema de limón, almendra tostada y brioche tibio. Bien seco, de espuma fina y persistente, con un final calcáreo y cítrico. Para celebrar con ostras, tempura, rabas o simplemente un bol de pop salado.',
    title: 'Casa Bruma Brut Nature Método Tradicional, un espumoso fino de Canelones',
  },
  {
    slogan: 'Burbujas rosadas, luz de océano',
    description:
      'Un espumoso rosado de método tradicional, de Pinot Noir cultivado cerca de la costa de Maldonado. Frutilla silvestre, manzana roja y una delicada nota de pastelería. Fresco y vivaz en boca, de burbujas cremosas y un final seco de frutos rojos. Perfecto para brindar, con bandejas de sushi, canapés de salmón ahumado o frutillas de postre.',
    title: 'Bodega Playa Verde Extra Brut Rosé, un espumoso rosado de Maldonado',
  },
  {
    slogan: 'Nuestra cuvée especial para noches especiales',
    description:
      'Un corte de Chardonnay y Pinot Noir de nuestras mejores parcelas de Canelones, con tres años sobre lías. Manzana dorada, membrillo, tostada con miel y avellana tostada. Cremoso y en capas, de burbuja fina y duradera y un final largo y elegante. Para acompañar langosta, risotto con trufa, pollo al horno o quesos duros estacionados.',
    title: 'Viñedos Arroyo Carrasco Brut Cuvée Especial, un espumoso de alta gama de Canelones',
  },
  {
    slogan: 'Burbujas dulces para cada fiesta',
    description:
      'Un espumoso liviano y suavemente dulce, elaborado con uvas Moscatel en Canelones. Aromas exuberantes de uva fresca, durazno, azahar y miel. Burbujas suaves y espumosas, poco alcohol y un final fresco y frutado. Servilo bien frío en cumpleaños y Fin de Año, con tartas de frutas, pan dulce o un lemon pie.',
    title: 'Espumantes del Plata Moscatel Dulce, un espumoso dulce de Canelones',
  },
  {
    slogan: 'Sol de otoño, cosechado sin prisa',
    description:
      'Uvas que se dejan en la planta hasta fines de otoño para concentrar sus azúcares. Ananá confitado, mermelada de damasco, miel y cáscara de naranja en nariz. Untuoso y dulce, pero levantado por una veta de acidez brillante que mantiene fresco cada sorbo. Servilo con queso azul, crème brûlée o una tarta tatin.',
    title: 'Casa Ceibal Petit Manseng Cosecha Tardía, un vino de postre de cosecha tardía de Canelones',
  },
  {
    slogan: 'Un jardín de rosas en una copa',
    description:
      'Moscatel de Hamburgo, una uva de piel rosada muy querida en Uruguay, cosechada tarde en Colonia. Pétalos de rosa, lichi, uva confitada y delicias turcas. Dulce y sedoso, de acidez suave y un final floral y meloso. Perfecto con panqueques con dulce de leche, ensalada de frutas o masitas de almendra después de la cena.',
    title: 'Quinta Sauce Solo Moscatel de Hamburgo Tardío, un vino de postre floral de Colonia',
  },
  {
    slogan: 'Podredumbre noble, recompensa dorada',
    description:
      'Un raro Sémillon botritizado, que solo se elabora cuando las brumas de otoño en San José dejan que la podredumbre noble prenda. Azafrán, mermelada de naranja, panal de miel y damasco seco. Opulento y untuoso, equilibrado por una acidez vibrante, con un final que dura minutos. Servilo con foie gras, Roquefort o una torta de naranja y almendras.',
    title: 'Viñedos del Tala Sémillon Noble, un raro vino de postre de podredumbre noble de San José',
  },
  {
    slogan: 'Un clásico al calor del fuego',
    description:
      'Tannat fortificado con aguardiente de uva para conservar su dulzor natural, y luego dos años de descanso en barricas viejas. Mermelada de cereza negra, higo, cacao y especias dulces. Rico y reconfortante, de taninos suaves y un final largo y achocolatado. Servilo apenas fresco con chocolate amargo, nueces, queso azul o una porción de chajá.',
    title: 'Bodega Fortín de Santa Rosa Tannat Licoroso, un tinto fortificado de Canelones',
  },
  {
    slogan: 'Una década en la oscuridad, para vos',
    description:
      'Diez años en viejos toneles de roble en nuestra bodega de Colonia volvieron a este Tannat fortificado leonado y complejo. Higo seco, toffee, nuez tostada, cáscara de naranja y cedro. Suave y aterciopelado, de dulzor a nuez y un final largo y cálido. Para tomar de sobremesa con pie de nuez pecán, quesos estacionados o un buen habano.',
    title: 'Casa Galeón Tannat Fortificado 10 Años, un vino fortificado añejo de Colonia',
  },
  {
    slogan: 'El preferido de la abuela, todavía',
    description:
      'Un Moscatel fortificado tradicional, de una vieja bodega familiar de Canelones. Ámbar dorado, con aromas de pasas, miel de azahar y damasco seco. Dulce y redondo, con el calor amable del aguardiente y un final fresco y cítrico. Servilo frío como aperitivo o con galletitas de almendra, flan y budín de frutas.',
    title: 'Bodega Aljibe Viejo Moscatel Licoroso, un vino fortificado dulce de Canelones',
  },
  {
    slogan: 'Capas de tiempo, en un corte',
    description:
      'Criado en un sistema de solera de barricas apiladas, donde cada embotellado toma de muchas cosechas. Caoba en la copa, con aromas de café, melaza, ciruela pasa, cuero y frutos secos tostados. De final seco e intenso, textura sedosa y un final muy largo y sabroso. Disfrutalo con almendras, queso duro o chocolate amargo.',
    title: 'Viña Barra de Valizas Tannat Solera, un vino fortificado de solera de Rocha',
  },
];

const pad = (id: number): string => String(id).padStart(2, '0');

export const seedProducts: readonly SeedProduct[] = wines.map((wine, index) => {
  const id = index + 1;
  const texts = spanish[index];
  const wineFacts = facts[index];
  if (!texts) throw new Error(`Wine ${id} has no Spanish texts`);
  if (!wineFacts) throw new Error(`Wine ${id} has no facts`);
  return { id, ...wine, img: `wine-${pad(id)}.webp`, featuredImg: `wine-${pad(id)}-featured.webp`, translations: { 'es-UY': texts }, facts: wineFacts };
});
