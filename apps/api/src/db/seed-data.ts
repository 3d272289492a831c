// The demo catalogue: fictional Uruguayan wineries only, so the shop never implies a real brand's endorsement.
// Image names must match the files produced by scripts/artwork/generate.ts.

export interface SeedCategory {
  id: number;
  name: string;
  img: string;
}

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
}

export const seedCategories: readonly SeedCategory[] = [
  { id: 1, name: 'Red', img: 'category-red.webp' },
  { id: 2, name: 'White', img: 'category-white.webp' },
  { id: 3, name: 'Rosé', img: 'category-rose.webp' },
  { id: 4, name: 'Sparkling', img: 'category-sparkling.webp' },
  { id: 5, name: 'Dessert', img: 'category-dessert.webp' },
  { id: 6, name: 'Fortified', img: 'category-fortified.webp' },
];

type WineEntry = Omit<SeedProduct, 'id' | 'img' | 'featuredImg'>;

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

const pad = (id: number): string => String(id).padStart(2, '0');

export const seedProducts: readonly SeedProduct[] = wines.map((wine, index) => {
  const id = index + 1;
  return { id, ...wine, img: `wine-${pad(id)}.webp`, featuredImg: `wine-${pad(id)}-featured.webp` };
});
