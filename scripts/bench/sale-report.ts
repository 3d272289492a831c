// The sale's table: each load alone and in the sale, side by side, with issue 34's ratios marked.
import { hitRatio, type Outcomes, type ReadKind } from './cache-outcomes';

export const TARGET = {
  /** Reads' req/s in the sale over their req/s alone. */
  reads: 0.5,
  /** Checkout's orders/s in the sale over its orders/s alone. */
  checkout: 0.7,
} as const;

export interface Phase {
  /** The machine's 1-minute load average as the load ended. */
  load: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** What was not a good answer: "0", or e.g. "409×9". */
  failures: string;
  /** Reads only: the cache's answers by kind of read. */
  cache?: Record<ReadKind, Outcomes>;
}

const ms = (n: number) => n.toFixed(n < 10 ? 1 : 0);
const count = (n: number) => Math.round(n).toLocaleString('en');

function row(label: string, unit: string, { load, perSecond, p50, p99, failures, cache }: Phase): string {
  const ratios = cache ? [hitRatio(cache.api), hitRatio(cache.page)] : ['', ''];
  return `| ${[label, load.toFixed(2), `${count(perSecond)} ${unit}`, ms(p50), ms(p99), failures, ...ratios].join(' | ')} |`;
}

function ratioLine(name: string, unit: string, sale: Phase, alone: Phase, target: number): string {
  const ratio = alone.perSecond ? sale.perSecond / alone.perSecond : 0;
  return `${name} in the sale / alone: ${count(sale.perSecond)} / ${count(alone.perSecond)} ${unit} = ${ratio.toFixed(2)} ${ratio >= target ? '✓ met' : '✗ missed'} (target ≥ ${target})`;
}

export function printSale(phases: { readsAlone: Phase; readsInSale: Phase; checkoutAlone: Phase; checkoutInSale: Phase }): void {
  const { readsAlone, readsInSale, checkoutAlone, checkoutInSale } = phases;
  console.log('\n| load | load average (1 min) | rate | p50 ms | p99 ms | not OK | cache hit ratio, API | cache hit ratio, pages |');
  console.log('|---|---:|---:|---:|---:|---|---:|---:|');
  console.log(row('reads alone', 'req/s', readsAlone));
  console.log(row('reads in the sale', 'req/s', readsInSale));
  console.log(row('checkout alone', 'orders/s', checkoutAlone));
  console.log(row('checkout in the sale', 'orders/s', checkoutInSale));
  console.log('');
  console.log(ratioLine('Reads', 'req/s', readsInSale, readsAlone, TARGET.reads));
  console.log(ratioLine('Checkout', 'orders/s', checkoutInSale, checkoutAlone, TARGET.checkout));
  const during = readsInSale.cache!;
  const alone = readsAlone.cache!;
  console.log(`Read cache's hit ratio while orders invalidate it: ${hitRatio(during.api, during.page)} of the answers it served or filled; ${hitRatio(alone.api, alone.page)} with the readers alone.`);
}
