// Every wine's stock, as the shop shows it (the catalogue, page by page) and as the database holds it.
import pg from 'pg';
import { send } from './http-client';

export type Stock = Map<number, number>;

/** Walks GET /api/products?limit=100 through its Link headers. */
export async function stockViaApi(baseUrl: string): Promise<{ stock: Stock; names: Map<number, string> }> {
  const stock: Stock = new Map();
  const names = new Map<number, string>();
  let next: string | undefined = '/api/products?limit=100';
  while (next) {
    const response = await send(undefined, baseUrl + next, 'GET');
    if (response.status !== 200) throw new Error(`GET ${next} answered ${response.status}: ${response.body.slice(0, 300)}`);
    for (const wine of JSON.parse(response.body) as { id: number; name: string; stock: number }[]) {
      stock.set(wine.id, wine.stock);
      names.set(wine.id, wine.name);
    }
    const link = response.headers.link;
    next = typeof link === 'string' ? /^<([^>]+)>;\s*rel="next"/.exec(link)?.[1] : undefined;
  }
  return { stock, names };
}

export async function stockInDatabase(databaseUrl: string): Promise<Stock> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; stock: number }>('select id, stock from products where deleted_at is null');
    return new Map(rows.map((row) => [row.id, row.stock]));
  } finally {
    await client.end();
  }
}

/** "" when both agree on every wine, else the wines where they differ. */
export function differences(a: Stock, b: Stock, aName: string, bName: string): string {
  const ids = [...new Set([...a.keys(), ...b.keys()])].sort((x, y) => x - y);
  return ids
    .filter((id) => a.get(id) !== b.get(id))
    .map((id) => `wine ${id}: ${aName} ${a.get(id) ?? 'absent'}, ${bName} ${b.get(id) ?? 'absent'}`)
    .join('; ');
}

/** For every wine, the stock before must equal the stock after plus the bottles sold; the wines where it does not. */
export function arithmetic(before: Stock, after: Stock, sold: Map<number, number>): string[] {
  const mismatches: string[] = [];
  for (const id of new Set([...before.keys(), ...after.keys(), ...sold.keys()])) {
    const was = before.get(id);
    const now = after.get(id);
    const bottles = sold.get(id) ?? 0;
    if (was === undefined || now === undefined || was !== now + bottles) mismatches.push(`wine ${id}: before ${was ?? 'absent'}, after ${now ?? 'absent'}, sold ${bottles}`);
  }
  return mismatches;
}
