// The checkout load: each buyer on one keep-alive connection of its own, placing orders one after the
// other until the time is up. An order is 1-3 wines still believed in stock, 1-2 bottles each.
import { randomUUID } from 'node:crypto';
import { PAYMENT_METHODS, SHIPPING_WINDOW_DAYS, addDays, shippingWindow, shopToday } from '@cellar/domain';
import { oneConnection, send } from './http-client';

export interface CheckoutRun {
  seconds: number;
  /** Every order request: its status, its time in ms, and whether it was answered within the run's time (the last ones end after it). */
  outcomes: { status: number; ms: number; inTime: boolean }[];
  /** Bottles per wine in the orders answered 201, from the lines of those answers. */
  sold: Map<number, number>;
  /** One problem detail per unexpected status, and transport errors. */
  samples: Map<string, string>;
  /** Orders whose answer was lost (a transport error or a 5xx), settled afterwards by repeating them with the same Idempotency-Key. */
  settled: { created: number; refused: number; unknown: number };
  /** TCP connections the buyers opened: one each unless a connection was closed and opened again. */
  connections: number;
}

function addLines(sold: Map<number, number>, responseBody: string): void {
  for (const line of (JSON.parse(responseBody) as { productList: { id: number; qty: number }[] }).productList) sold.set(line.id, (sold.get(line.id) ?? 0) + line.qty);
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A cart as a buyer posts it: 1-3 wines of `pool`, 1-2 bottles each, a shipping day inside the window. */
export function orderBody(pool: readonly number[]) {
  const wines = new Set<number>();
  const lines = 1 + Math.floor(Math.random() * Math.min(3, pool.length));
  while (wines.size < lines) wines.add(pick(pool));
  // A day strictly inside the shipping window, so a run across Montevideo's midnight stays valid.
  const { earliest } = shippingWindow(shopToday());
  return {
    productList: [...wines].map((id) => ({ id, qty: 1 + Math.floor(Math.random() * 2) })),
    shippingAddress: 'Av. Brasil 2500, Montevideo',
    shippingDate: addDays(earliest, 1 + Math.floor(Math.random() * (SHIPPING_WINDOW_DAYS - 1))),
    paymentMethod: pick(PAYMENT_METHODS),
  };
}

type OrderBody = ReturnType<typeof orderBody>;

export async function runBuyers(baseUrl: string, tokens: string[], inStock: Map<number, string>, seconds: number): Promise<CheckoutRun> {
  const pool = [...inStock.keys()];
  const outcomes: CheckoutRun['outcomes'] = [];
  const sold = new Map<number, number>();
  const samples = new Map<string, string>();
  const lost: { body: OrderBody; headers: Record<string, string> }[] = [];
  let connections = 0;
  const runId = randomUUID();
  const started = performance.now();
  const deadline = started + seconds * 1000;

  await Promise.all(
    tokens.map(async (token, buyer) => {
      const connection = oneConnection(baseUrl);
      connection.on('connect', () => connections++);
      for (let n = 0; performance.now() < deadline && pool.length > 0; n++) {
        const body = orderBody(pool);
        const headers = { authorization: `Bearer ${token}`, 'idempotency-key': `${runId}-${buyer}-${n}` };
        const t = performance.now();
        try {
          const response = await send(connection, `${baseUrl}/api/orders`, 'POST', body, headers);
          outcomes.push({ status: response.status, ms: performance.now() - t, inTime: performance.now() <= deadline });
          if (response.status === 201) addLines(sold, response.body);
          else if (response.status === 409) {
            // A wine sold out: buyers stop putting it in their carts.
            const detail = /"detail":"([^"]*)"/.exec(response.body)?.[1] ?? '';
            if (detail.includes('sold out')) for (const { id } of body.productList) if (detail.includes(inStock.get(id)!) && pool.includes(id)) pool.splice(pool.indexOf(id), 1);
          } else {
            // A 5xx may have come after the commit; it is settled like a lost answer.
            if (response.status >= 500) lost.push({ body, headers });
            if (!samples.has(String(response.status))) samples.set(String(response.status), response.body.slice(0, 300));
          }
        } catch (error) {
          outcomes.push({ status: 0, ms: performance.now() - t, inTime: performance.now() <= deadline });
          lost.push({ body, headers });
          if (!samples.has('error')) samples.set('error', String(error));
        }
      }
      await connection.close();
    }),
  );
  // The same key again answers 200 with the order if it was made, or makes it now (201): either way its
  // bottles are counted once.
  const settled = { created: 0, refused: 0, unknown: 0 };
  for (const { body, headers } of lost) {
    const response = await send(undefined, `${baseUrl}/api/orders`, 'POST', body, headers).catch(() => undefined);
    if (response?.status === 200 || response?.status === 201) {
      addLines(sold, response.body);
      settled.created++;
    } else if (response?.status === 409) settled.refused++;
    else settled.unknown++;
  }
  return { seconds, outcomes, sold, samples, settled, connections };
}
