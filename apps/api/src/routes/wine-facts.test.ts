import type { CatalogueFacets, CatalogueProduct, InventoryProduct, Problem, Product } from '@cellar/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

async function get<T>(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${server.origin}/api${path}`, { headers });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

/** The ids of the wines a catalogue query lists (one page of 100 holds the seed). */
async function idsOf(query: string): Promise<number[]> {
  const { status, body } = await get<CatalogueProduct[]>(`/products${query}`);
  expect(status, query).toBe(200);
  return body.map((wine) => wine.id);
}

const facets = async (query = '') => (await get<CatalogueFacets>(`/products/facets${query}`)).body;

/** A staff write, as JSON or as the back office's multipart form. */
async function staffSends<T = InventoryProduct>(method: 'POST' | 'PATCH', path: string, body: object | FormData, language = 'en'): Promise<{ status: number; body: T }> {
  const json = !(body instanceof FormData);
  const response = await fetch(`${server.origin}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${staff}`, 'accept-language': language, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : body,
  });
  return { status: response.status, body: (await response.json()) as T };
}

const NEW_WINE = {
  name: 'Bodega Andina Malbec de Altura',
  slogan: 'Thin air, deep colour',
  description: 'A Malbec from high vineyards, with plum, violets and a firm, fresh finish.',
  title: 'Bodega Andina Malbec de Altura, an imported red',
  unitPrice: 990,
  stock: 10,
  categoryId: 1,
};

describe('wine facts on every wine', () => {
  it('answers each seeded wine with the facts its name and prose tell: a blend in its order, a non-vintage wine, a half bottle', async () => {
    const reserva = (await get<Product>('/products/1')).body;
    expect(reserva).toMatchObject({ producer: 'Estancia Piedra Alta', grapes: [{ name: 'Tannat', percent: 100 }], region: 'Canelones', country: 'Uruguay', vintage: 2021, abv: 13.8, volumeMl: 750 });
    const blend = (await get<Product>('/products/7')).body;
    expect(blend.grapes).toEqual([
      { name: 'Tannat', percent: 60 },
      { name: 'Merlot', percent: 40 },
    ]);
    expect(blend.region).toBe('Montevideo');
    expect((await get<Product>('/products/22')).body).toMatchObject({ grapes: [{ name: 'Chardonnay', percent: null }, { name: 'Pinot Noir', percent: null }], vintage: null });
    expect((await get<Product>('/products/32')).body).toMatchObject({ vintage: null, abv: 18.5 });
    expect((await get<Product>('/products/26')).body.volumeMl).toBe(375);
  });

  it('lists each wine of a catalogue page with the same facts as its own read, for the card’s line', async () => {
    const page = (await get<CatalogueProduct[]>('/products?limit=40')).body;
    expect(page).toHaveLength(32);
    for (const id of [1, 7, 22, 26]) {
      const { producer, grapes, region, country, vintage, abv, volumeMl } = (await get<Product>(`/products/${id}`)).body;
      expect(page.find((wine) => wine.id === id)).toMatchObject({ producer, grapes, region, country, vintage, abv, volumeMl });
    }
  });

  it('shows staff the facts in the wine and in the inventory list', async () => {
    const wine = await server.client(staff).GET('/inventory/{id}', { params: { path: { id: 3 } } });
    expect(wine.data).toMatchObject({ producer: 'Bodega Cuchilla Negra', grapes: [{ name: 'Tannat', percent: 100 }], region: 'Rivera', country: 'Uruguay', vintage: 2019 });
    const list = await server.client(staff).GET('/inventory', { params: { query: { limit: 100 } } });
    expect(list.data!.find((row) => row.id === 7)!.grapes.map((grape) => grape.name)).toEqual(['Tannat', 'Merlot']);
  });
});

describe('GET /products filtered by the facts', () => {
  it('finds the Tannats of Canelones, whatever the case, and keeps keyset pages', async () => {
    expect(await idsOf('?grape=tannat&region=CANELONES')).toEqual([1, 9, 18, 29]);
    expect(await idsOf('?grape=Tannat&region=Canelones&vintage=2021')).toEqual([1, 29]);
    const tannats = [1, 3, 7, 9, 10, 18, 29, 30, 32];
    expect(await idsOf('?grape=TANNAT')).toEqual(tannats);
    const first = await fetch(`${server.origin}/api/products?grape=tannat&limit=4`);
    expect(first.headers.get('x-total-count')).toBe('9');
    const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.get('link')!)![1]!;
    expect(new URL(next, server.origin).searchParams.getAll('grape')).toEqual(['tannat']);
    expect(await idsOf(next.replace('/api/products', ''))).toEqual(tannats.slice(4, 8));
  });

  it('ignores accents both ways, and takes several values of a filter as any of them', async () => {
    expect(await idsOf('?grape=semillon')).toEqual([28]);
    expect(await idsOf('?region=san%20jose')).toEqual([5, 28]);
    expect(await idsOf('?region=S%C3%A1n%20Jos%C3%A9')).toEqual([5, 28]);
    expect(await idsOf('?grape=merlot&grape=marselan')).toEqual([2, 5, 7, 20]);
    expect(await idsOf('?vintage=2019&vintage=2018')).toEqual([3, 9]);
    expect(await idsOf('?producer=casa%20galeon')).toEqual([30]);
    expect(await idsOf('?producer=Bodega%20Cuchilla%20Negra&producer=casa%20marea')).toEqual([3, 19]);
  });

  it('finds nothing for a grape or region no wine has, and refuses values out of bounds', async () => {
    expect(await idsOf('?grape=nebbiolo')).toEqual([]);
    expect(await idsOf('?region=paysandu')).toEqual([]);
    for (const query of ['?vintage=21', '?vintage=twenty', `?grape=${'x'.repeat(61)}`, '?region=%20', `?producer=${'p'.repeat(121)}`]) {
      const { status, body } = await get<Problem>(`/products${query}`);
      expect(status, query).toBe(400);
      expect(body.code).toBe('validation');
    }
  });

  it('searches the producer, the grapes and the region and country', async () => {
    // Uruguay is in three wines' prose, and in every wine's country.
    expect(await idsOf('?q=uruguay')).toHaveLength(32);
    // Chardonnay is in the Cuvée's prose; the Brut Nature's grapes name it too, as does the Solís' name.
    expect(await idsOf('?q=chardonnay&sort=price-asc')).toEqual(expect.arrayContaining([13, 22, 24]));
  });
});

describe('GET /inventory filtered by the facts', () => {
  /** The ids of the wines a staff list query finds, and the total it says. */
  async function inventoryIds(query: string): Promise<{ ids: number[]; total: string | null }> {
    const response = await fetch(`${server.origin}/api/inventory?sort=newest&limit=100&${query}`, { headers: { authorization: `Bearer ${staff}` } });
    expect(response.status, query).toBe(200);
    const ids = ((await response.json()) as InventoryProduct[]).map((wine) => wine.id).sort((a, b) => a - b);
    return { ids, total: response.headers.get('x-total-count') };
  }

  it('filters staff’s list by grape, region, vintage and producer as the catalogue does, withdrawn wines included', async () => {
    const withdrawn = await fetch(`${server.origin}/api/products/9`, { method: 'DELETE', headers: { authorization: `Bearer ${staff}` } });
    expect(withdrawn.status).toBe(204);
    // The shop no longer lists wine 9; staff still find it under every filter it meets.
    expect(await idsOf('?grape=tannat&region=CANELONES')).toEqual([1, 18, 29]);
    expect(await inventoryIds('grape=tannat&region=CANELONES')).toEqual({ ids: [1, 9, 18, 29], total: '4' });
    expect(await inventoryIds('grape=merlot&grape=marselan')).toEqual({ ids: [2, 5, 7, 20], total: '4' });
    expect(await inventoryIds('vintage=2019&vintage=2018')).toEqual({ ids: [3, 9], total: '2' });
    expect(await inventoryIds('producer=casa%20galeon')).toEqual({ ids: [30], total: '1' });
    expect(await inventoryIds('region=S%C3%A1n%20Jos%C3%A9&status=on-sale')).toEqual({ ids: [5, 28], total: '2' });
    expect(await inventoryIds('grape=nebbiolo')).toEqual({ ids: [], total: '0' });
  });

  it('refuses fact filters out of the contract’s bounds', async () => {
    for (const query of ['vintage=21', `grape=${'x'.repeat(61)}`, 'region=%20', `producer=${'p'.repeat(121)}`]) {
      const response = await fetch(`${server.origin}/api/inventory?${query}`, { headers: { authorization: `Bearer ${staff}` } });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as Problem).code).toBe('validation');
    }
  });
});

describe('GET /products/facets on the facts', () => {
  it('counts the wines of each grape, region and vintage, largest first, a blend for each of its grapes', async () => {
    const all = await facets();
    expect(all.grapes[0]).toEqual({ value: 'Tannat', count: 9 });
    expect(all.grapes).toContainEqual({ value: 'Chardonnay', count: 3 });
    expect(all.grapes).toContainEqual({ value: 'Pinot Noir', count: 5 });
    expect(all.regions.slice(0, 2)).toEqual([
      { value: 'Canelones', count: 12 },
      { value: 'Maldonado', count: 7 },
    ]);
    expect(all.regions.map((region) => region.value)).not.toContain('Paysandú');
    expect(all.vintages[0]).toEqual({ value: 2024, count: 7 });
    // Non-vintage wines are in no vintage.
    expect(all.vintages.reduce((sum, vintage) => sum + vintage.count, 0)).toBe(32 - 6);
    for (const list of [all.grapes, all.regions, all.vintages]) expect(list.map((entry) => entry.count)).toEqual([...list.map((entry) => entry.count)].sort((a, b) => b - a));
  });

  it('applies every filter but its own to each facet', async () => {
    const tannat = await facets('?grape=t%C3%A1nnat');
    expect(tannat.total).toBe(9);
    // The grapes' facet leaves the grape filter out: what choosing Merlot instead would leave.
    expect(tannat.grapes[0]).toEqual({ value: 'Tannat', count: 9 });
    expect(tannat.grapes).toContainEqual({ value: 'Merlot', count: 2 });
    expect(tannat.regions).toEqual([
      { value: 'Canelones', count: 4 },
      { value: 'Colonia', count: 1 },
      { value: 'Montevideo', count: 1 },
      { value: 'Rivera', count: 1 },
      { value: 'Rocha', count: 2 },
    ].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)));
    expect(tannat.categories.filter((category) => category.count > 0).map(({ id, count }) => [id, count])).toEqual([
      [1, 5],
      [3, 1],
      [6, 3],
    ]);
    const canelonesTannat = await facets('?grape=tannat&region=canelones&producer=cava%20los%20charruas');
    expect(canelonesTannat.total).toBe(1);
    expect(canelonesTannat.vintages).toEqual([{ value: 2018, count: 1 }]);
  });
});

describe('staff write the facts', () => {
  it('adds a wine with its facts, naming known grapes and regions in any spelling and new ones as written', async () => {
    const created = await staffSends('POST', '/products', {
      ...NEW_WINE,
      producer: '  Bodega Andina ',
      grapes: [
        { name: 'malbec', percent: 85 },
        { name: 'TANNAT', percent: 10 },
      ],
      region: 'Mendoza',
      country: 'Argentina',
      vintage: 2020,
      abv: 13.46,
      volumeMl: 1500,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ producer: 'Bodega Andina', grapes: [{ name: 'malbec', percent: 85 }, { name: 'Tannat', percent: 10 }], region: 'Mendoza', country: 'Argentina', vintage: 2020, abv: 13.5, volumeMl: 1500 });
    expect((await get<Product>(`/products/${created.body.id}`)).body).toMatchObject({ region: 'Mendoza', country: 'Argentina', grapes: [{ name: 'malbec' }, { name: 'Tannat' }] });
    expect(await idsOf('?grape=Malbec')).toEqual([created.body.id]);
    expect(await idsOf('?q=andina%20mendoza')).toEqual([created.body.id]);
    // A second region of Argentina is spelt as the first one's country, whatever the case.
    const another = await staffSends('POST', '/products', { ...NEW_WINE, name: 'Bodega Andina Torrontés', region: 'Salta', country: 'argentina' });
    expect(another.body).toMatchObject({ region: 'Salta', country: 'Argentina', grapes: [], producer: null, vintage: null, abv: null, volumeMl: 750 });
  });

  it('makes a new region once when several wines name it at the same moment', async () => {
    const added = await Promise.all(
      ['Colchagua', 'colchagua', 'COLCHAGUA', 'Cólchagua'].map((region, index) => staffSends('POST', '/products', { ...NEW_WINE, name: `Viña Andes ${index}`, region, country: 'Chile', grapes: [{ name: 'Carménère', percent: null }] })),
    );
    expect(added.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(added.map((answer) => `${answer.body.region}, ${answer.body.country}`)).size).toBe(1);
    expect(await idsOf('?region=colchagua&grape=carmenere')).toEqual(added.map((answer) => answer.body.id).sort((a, b) => a - b));
  });

  it('changes only the facts sent, and drops the cached lists, facets and pages that showed them', async () => {
    expect((await facets()).grapes[0]).toEqual({ value: 'Tannat', count: 9 });
    expect(await idsOf('?grape=nebbiolo')).toEqual([]);
    const edited = await staffSends('PATCH', '/products/1', { grapes: [{ name: 'Nebbiolo', percent: null }] });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ producer: 'Estancia Piedra Alta', grapes: [{ name: 'Nebbiolo', percent: null }], region: 'Canelones', vintage: 2021 });
    expect((await facets()).grapes[0]).toEqual({ value: 'Tannat', count: 8 });
    expect(await idsOf('?grape=nebbiolo')).toEqual([1]);
    expect(await idsOf('?q=nebbiolo')).toEqual([1]);
    const moved = await staffSends('PATCH', '/products/1', { region: 'rivera', vintage: null, abv: null });
    expect(moved.body).toMatchObject({ region: 'Rivera', country: 'Uruguay', vintage: null, abv: null, grapes: [{ name: 'Nebbiolo' }] });
    expect((await get<Product>('/products/1')).body).toMatchObject({ region: 'Rivera', vintage: null });
    expect(await idsOf('?region=rivera')).toEqual([1, 3]);
  });

  it('takes the facts from the back office’s multipart form, the grapes as a JSON part', async () => {
    const form = new FormData();
    form.set('producer', 'Casa Lumbrera');
    form.set('grapes', JSON.stringify([{ name: 'Cabernet Franc', percent: 90 }, { name: 'Merlot', percent: 10 }]));
    form.set('vintage', '2022');
    form.set('abv', '13.9');
    form.set('volumeMl', '375');
    const edited = await staffSends('PATCH', '/products/4', form);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ producer: 'Casa Lumbrera', grapes: [{ name: 'Cabernet Franc', percent: 90 }, { name: 'Merlot', percent: 10 }], vintage: 2022, abv: 13.9, volumeMl: 375, region: 'Maldonado' });
  });

  it('refuses facts out of bounds by code, in both languages, and changes nothing', async () => {
    const refusals: [object, string, string][] = [
      [{ grapes: [{ name: 'Tannat', percent: 60 }, { name: 'Merlot', percent: 50 }] }, 'grapesOverHundred', 'grapes'],
      [{ grapes: [{ name: 'Tannat', percent: 50 }, { name: 'tánnat', percent: null }] }, 'grapeRepeated', 'grapes.1.name'],
      [{ region: 'Valle de Uco' }, 'regionCountryRequired', 'country'],
      [{ region: 'canelones', country: 'Argentina' }, 'regionInAnotherCountry', 'country'],
      [{ country: 'Uruguay' }, 'validation', 'region'],
      [{ grapes: [{ name: 'Tannat', percent: 0 }] }, 'validation', 'grapes.0.percent'],
      [{ volumeMl: 700 }, 'validation', 'volumeMl'],
      [{ vintage: 1799 }, 'validation', 'vintage'],
      [{ abv: 40 }, 'validation', 'abv'],
    ];
    for (const [body, code, field] of refusals) {
      const refused = await staffSends<Problem>('PATCH', '/products/1', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.code, JSON.stringify(body)).toBe(code);
      expect(refused.body.errors?.map((error) => error.field)).toContain(field);
      const spanish = await staffSends<Problem>('PATCH', '/products/1', body, 'es');
      expect(spanish.body.detail).not.toBe(refused.body.detail);
    }
    expect((await staffSends<Problem>('PATCH', '/products/1', { grapes: [{ name: 'Tannat', percent: 60 }, { name: 'Merlot', percent: 50 }] })).body.params).toEqual({ total: 110 });
    expect((await get<Product>('/products/1')).body).toMatchObject({ grapes: [{ name: 'Tannat', percent: 100 }], region: 'Canelones', country: 'Uruguay' });
  });
});
