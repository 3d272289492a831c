import { LocaleValues, TranslatedLocaleValues } from '@cellar/api-client/contract';
import type { CatalogueProduct, FeaturedProduct, InventoryProduct, Problem, Product, StaffCategory } from '@cellar/api-client';
import { DEFAULT_LOCALE, LOCALES } from '@cellar/i18n';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedCategories, seedProducts } from '../db/seed-data';
import { DEMO_ADMIN, resetDatabase } from '../db/seed';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await resetDatabase(server.db);
  staff = (await server.logIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).token;
});
afterAll(() => server?.close());

const asStaff = () => server.client(staff);

async function read<T>(path: string, headers: Record<string, string> = {}): Promise<{ body: T; response: Response }> {
  const response = await fetch(`${server.origin}/api${path}`, { headers });
  expect(response.status, path).toBe(200);
  return { body: (await response.json()) as T, response };
}

async function staffSends(method: string, path: string, body: FormData | object): Promise<{ status: number; body: unknown }> {
  const json = !(body instanceof FormData);
  const response = await fetch(`${server.origin}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${staff}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : body,
  });
  return { status: response.status, body: await response.json() };
}

const wine = seedProducts[0]!;
const spanish = wine.translations['es-UY'];
const red = seedCategories[0]!;

describe('the contract and the catalogue', () => {
  it("write the same languages as @cellar/i18n, English the one every row holds", () => {
    expect(LocaleValues).toEqual(LOCALES);
    expect([DEFAULT_LOCALE, ...TranslatedLocaleValues]).toEqual([...LOCALES]);
  });
});

describe('public reads in the language asked for', () => {
  it('answer a wine in Spanish for lang=es-UY or a Spanish Accept-Language, and in English otherwise', async () => {
    for (const [path, headers] of [
      [`/products/${wine.id}?lang=es-UY`, {}],
      [`/products/${wine.id}`, { 'accept-language': 'es-AR,es;q=0.9,en;q=0.5' }],
      [`/products/${wine.id}`, { 'accept-language': 'es-ES' }],
    ] as const) {
      const { body, response } = await read<Product>(path, headers);
      expect(body, path).toMatchObject({ name: wine.name, ...spanish, category: { id: red.id, name: red.translations['es-UY'].name } });
      expect(response.headers.get('content-language')).toBe('es-UY');
      expect(response.headers.get('vary')).toMatch(/accept-language/i);
    }
    for (const [path, headers] of [
      [`/products/${wine.id}`, {}],
      [`/products/${wine.id}`, { 'accept-language': 'fr-FR, en;q=0.1' }],
      [`/products/${wine.id}?lang=en`, { 'accept-language': 'es-UY' }],
    ] as const) {
      const { body, response } = await read<Product>(path, headers);
      expect(body, path).toMatchObject({ name: wine.name, title: wine.title, slogan: wine.slogan, description: wine.description, category: { name: red.name } });
      expect(response.headers.get('content-language')).toBe('en');
    }
  });

  it('name categories in Spanish in the list, the facets, the catalogue page and the featured wines', async () => {
    const categories = (await read<{ id: number; name: string }[]>('/categories?lang=es-UY')).body;
    expect(categories.map((category) => category.name)).toEqual(seedCategories.map((category) => category.translations['es-UY'].name));
    const facets = (await read<{ categories: { id: number; name: string }[] }>('/products/facets?lang=es-UY')).body;
    expect(facets.categories.find((category) => category.id === red.id)!.name).toBe('Tintos');
    const page = (await read<CatalogueProduct[]>('/products?limit=3', { 'accept-language': 'es-UY' })).body;
    expect(page[0]!.category.name).toBe('Tintos');
    const featured = (await read<FeaturedProduct[]>('/products/featured?lang=es-UY')).body;
    const first = seedProducts.find((candidate) => candidate.id === featured[0]!.id)!;
    expect(featured[0]).toMatchObject({ title: first.translations['es-UY'].title, description: first.translations['es-UY'].description });
  });

  it('never serve a cached English answer to a Spanish request, nor a Spanish one to an English request', async () => {
    for (const path of ['/products/featured', '/categories', `/products/${wine.id}`, '/products?limit=2', '/products/facets']) {
      const english = await read<unknown>(path);
      expect((await read<unknown>(path)).body).toEqual(english.body);
      const inSpanish = await read<unknown>(path, { 'accept-language': 'es-UY' });
      expect(inSpanish.response.headers.get('content-language'), path).toBe('es-UY');
      expect(JSON.stringify(inSpanish.body), path).not.toBe(JSON.stringify(english.body));
      expect((await read<unknown>(path)).response.headers.get('content-language'), path).toBe('en');
      expect((await read<unknown>(path, { 'accept-language': 'es' })).body, path).toEqual(inSpanish.body);
    }
  });

  it("link a Spanish page's next page in Spanish", async () => {
    const { response } = await read<CatalogueProduct[]>('/products?limit=2', { 'accept-language': 'es-UY' });
    const next = /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')![1]!;
    expect(new URL(next, server.origin).searchParams.get('lang')).toBe('es-UY');
    expect((await read<CatalogueProduct[]>(next.replace('/api', ''))).body[0]!.category.name).toBe('Tintos');
  });

  it('fall back to English for a text not written in Spanish', async () => {
    const created = await staffSends('POST', '/products', {
      name: 'Bodega Nueva Tannat',
      title: 'A new Tannat',
      slogan: 'New in the cellar',
      description: 'Written in English only, for now.',
      unitPrice: 990,
      stock: 5,
      categoryId: red.id,
      translations: { 'es-UY': { slogan: 'Nuevo en la bodega' } },
    });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: number };
    const { body } = await read<Product>(`/products/${id}?lang=es-UY`);
    expect(body).toMatchObject({ slogan: 'Nuevo en la bodega', title: 'A new Tannat', description: 'Written in English only, for now.', category: { name: 'Tintos' } });
  });
});

describe('search in both languages', () => {
  const found = async (q: string) => (await read<CatalogueProduct[]>(`/products?limit=100&q=${encodeURIComponent(q)}`)).body.map((item) => item.id);
  const idsOf = (keep: (seeded: (typeof seedProducts)[number]) => boolean) => seedProducts.filter(keep).map((seeded) => seeded.id);

  it('finds the seeded wines by Spanish words, stemmed, stop words left out and accents folded', async () => {
    expect(await found('tinto')).toEqual(expect.arrayContaining(idsOf((seeded) => seeded.categoryId === red.id)));
    expect(await found('vinos blancos')).toEqual(expect.arrayContaining(idsOf((seeded) => seeded.categoryId === 2)));
    // Words every wine is narrow nothing beside others: `vino tinto` is every red, `uva tannat` every Tannat.
    expect(await found('vino tinto')).toEqual(await found('tinto'));
    expect(await found('uva tannat')).toEqual(await found('tannat'));
    expect((await found('vino')).length).toBeGreaterThan(0);
    const tannats = await found('uva tannat');
    expect(tannats.length).toBeGreaterThan(2);
    expect(tannats.every((id) => /tannat/i.test(JSON.stringify(seedProducts.find((seeded) => seeded.id === id))))).toBe(true);
    const cabernet = await found('cabernet');
    expect(cabernet).toEqual(expect.arrayContaining(idsOf((seeded) => seeded.name.includes('Cabernet'))));
    expect(await found('Cabernét')).toEqual(cabernet);
    expect(await found('espumosos de la costa')).toEqual(idsOf((seeded) => seeded.name === 'Bodega Playa Verde Extra Brut Rosé'));
  });

  it('keeps finding by English words, each language stemmed in its own way', async () => {
    expect(await found('sparkling')).toEqual(expect.arrayContaining(idsOf((seeded) => seeded.categoryId === 4)));
    expect(await found('reservas')).toEqual(await found('reserve'));
  });

  it("finds a wine by a Spanish text written in the back office, and no longer by one removed", async () => {
    const { status } = await staffSends('PATCH', `/products/${wine.id}`, { translations: { 'es-UY': { slogan: 'Zapallito de tronco asado' } } });
    expect(status).toBe(200);
    expect(await found('zapallitos')).toEqual([wine.id]);
    await staffSends('PATCH', `/products/${wine.id}`, { translations: { 'es-UY': { slogan: null } } });
    expect(await found('zapallitos')).toEqual([]);
  });
});

describe('staff reads and writes, both languages side by side', () => {
  it('show a seeded wine and category with their Spanish texts and nothing untranslated', async () => {
    const inventory = await asStaff().GET('/inventory/{id}', { params: { path: { id: wine.id } } });
    expect(inventory.data).toMatchObject({ title: wine.title, translations: { 'es-UY': spanish }, untranslated: { 'es-UY': [] } });
    const category = await asStaff().GET('/categories/{id}', { params: { path: { id: red.id } } });
    expect(category.data).toMatchObject({ name: 'Red', translations: { 'es-UY': { name: 'Tintos' } }, untranslated: { 'es-UY': [] } });
  });

  it('name a wine’s category in the staff’s language in the inventory, its texts still English with Spanish beside them', async () => {
    const spanishStaff = { authorization: `Bearer ${staff}`, 'accept-language': 'es-UY,es;q=0.9' };
    const list = await fetch(`${server.origin}/api/inventory?limit=100`, { headers: spanishStaff });
    expect(list.headers.get('content-language')).toBe('es-UY');
    expect(list.headers.get('vary')).toMatch(/accept-language/i);
    const listed = ((await list.json()) as InventoryProduct[]).find((row) => row.id === wine.id)!;
    expect(listed).toMatchObject({ title: wine.title, category: { id: red.id, name: 'Tintos' }, translations: { 'es-UY': spanish } });
    const one = await asStaff().GET('/inventory/{id}', { params: { path: { id: wine.id }, query: { lang: 'es-UY' } } });
    expect(one.data!.category.name).toBe('Tintos');
    const saved = await fetch(`${server.origin}/api/products/${wine.id}`, { method: 'PATCH', headers: { ...spanishStaff, 'content-type': 'application/json' }, body: JSON.stringify({ unitPrice: 1500 }) });
    expect(((await saved.json()) as InventoryProduct).category.name).toBe('Tintos');
    // Without a language asked for, English; the staff's category list keeps the English name it renames.
    expect((await asStaff().GET('/inventory/{id}', { params: { path: { id: wine.id } } })).data!.category.name).toBe('Red');
    const categories = await fetch(`${server.origin}/api/inventory/categories`, { headers: spanishStaff });
    expect(((await categories.json()) as StaffCategory[]).find((category) => category.id === red.id)).toMatchObject({ name: 'Red', translations: { 'es-UY': { name: 'Tintos' } } });
  });

  it('round-trip a wine written in both languages (JSON), changing only the texts sent and removing those sent as null', async () => {
    const created = await asStaff().POST('/products', {
      body: { name: 'Finca Dos Lenguas Tannat', title: 'A Tannat in two languages', slogan: 'Said twice', description: 'Dark and firm.', unitPrice: 1200, stock: 3, categoryId: red.id, translations: { 'es-UY': { title: 'Un Tannat en dos idiomas', slogan: ' Dicho dos veces ' } } },
    });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ translations: { 'es-UY': { title: 'Un Tannat en dos idiomas', slogan: 'Dicho dos veces', description: null } }, untranslated: { 'es-UY': ['description'] } });
    const id = created.data!.id;
    const edited = await asStaff().PATCH('/products/{id}', { params: { path: { id } }, body: { translations: { 'es-UY': { description: 'Oscuro y firme.', title: null } } } });
    expect(edited.data).toMatchObject({ title: 'A Tannat in two languages', translations: { 'es-UY': { title: null, slogan: 'Dicho dos veces', description: 'Oscuro y firme.' } }, untranslated: { 'es-UY': ['title'] } });
    expect((await read<Product>(`/products/${id}?lang=es-UY`)).body).toMatchObject({ title: 'A Tannat in two languages', slogan: 'Dicho dos veces', description: 'Oscuro y firme.' });
    // A lone surrogate, which JSON can spell and jsonb refuses, is kept as a text column keeps it.
    const odd = await staffSends('PATCH', `/products/${id}`, { translations: { 'es-UY': { slogan: 'Dicho \udfff dos veces' } } });
    expect(odd.status).toBe(200);
    expect(odd.body).toMatchObject({ translations: { 'es-UY': { slogan: 'Dicho \ufffd dos veces' } } });
  });

  it('round-trip the multipart forms, their translations one JSON part', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: 'Casa Formulario Merlot', slogan: 'From a form', description: 'Soft and round.', unitPrice: '800', stock: '4', category: String(red.id) })) form.append(name, value);
    form.append('translations', JSON.stringify({ 'es-UY': { slogan: 'Desde un formulario', description: 'Suave y redondo.' } }));
    const created = await staffSends('POST', '/products', form);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Casa Formulario Merlot', translations: { 'es-UY': { slogan: 'Desde un formulario', description: 'Suave y redondo.', title: null } } });
    const edit = new FormData();
    edit.append('translations', JSON.stringify({ 'es-UY': { title: 'Casa Formulario Merlot, un tinto suave' } }));
    const edited = await staffSends('PATCH', `/products/${(created.body as { id: number }).id}`, edit);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ translations: { 'es-UY': { title: 'Casa Formulario Merlot, un tinto suave', slogan: 'Desde un formulario' } }, untranslated: { 'es-UY': [] } });

    const category = new FormData();
    category.append('name', 'Orange');
    category.append('translations', JSON.stringify({ 'es-UY': { name: 'Naranjos' } }));
    const made = await staffSends('POST', '/categories', category);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Orange', translations: { 'es-UY': { name: 'Naranjos' } }, untranslated: { 'es-UY': [] } });
  });

  it('rename a category in Spanish, which every wine of it then shows and is found by', async () => {
    const renamed = await asStaff().PATCH('/categories/{id}', { params: { path: { id: red.id } }, body: { translations: { 'es-UY': { name: 'Vinos tintos' } } } });
    expect(renamed.data).toMatchObject({ name: 'Red', translations: { 'es-UY': { name: 'Vinos tintos' } } });
    expect((await read<Product>(`/products/${wine.id}?lang=es-UY`)).body.category.name).toBe('Vinos tintos');
    const taken = await asStaff().PATCH('/categories/{id}', { params: { path: { id: 2 } }, body: { translations: { 'es-UY': { name: 'VINOS TINTOS' } } } });
    expect(taken.response.status).toBe(409);
    expect(taken.error!.errors).toEqual([expect.objectContaining({ field: 'translations.es-UY.name', code: 'taken' })]);
  });

  it('refuse a text too long, or a language the shop does not write, with 400 naming the field', async () => {
    const refusals: [string, string, object | FormData, string, string][] = [
      ['PATCH', `/products/${wine.id}`, { translations: { 'es-UY': { description: 'x'.repeat(2001) } } }, 'translations.es-UY.description', 'maxLength'],
      ['PATCH', `/products/${wine.id}`, { translations: { 'es-UY': { title: ' ' } } }, 'translations.es-UY.title', 'pattern'],
      ['PATCH', `/products/${wine.id}`, { translations: { fr: { title: 'Un vin' } } }, 'translations', 'enum'],
      ['PATCH', `/products/${wine.id}`, { translations: { en: { title: 'English goes in title' } } }, 'translations', 'enum'],
      ['PATCH', `/categories/${red.id}`, { translations: { 'es-UY': { name: 'x'.repeat(61) } } }, 'translations.es-UY.name', 'maxLength'],
    ];
    const badPart = new FormData();
    badPart.append('translations', '{"es-UY": ');
    refusals.push(['PATCH', `/products/${wine.id}`, badPart, 'translations', 'type']);
    for (const [method, path, body, field, code] of refusals) {
      const { status, body: problem } = await staffSends(method, path, body);
      expect(status, field).toBe(400);
      expect((problem as Problem).errors?.[0], JSON.stringify(problem)).toMatchObject({ field, code });
    }
    expect((await read<Product>(`/products/${wine.id}?lang=es-UY`)).body.title).toBe(spanish.title);
  });
});
