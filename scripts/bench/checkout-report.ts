// The checkout's table: one line for our server and one for its limit in each run, and issue 34's
// targets marked beside them.
import type { ListenCounters } from './netstat';
import type { Tail } from './tail';

export const TARGET = {
  p99Ms: 100,
  /** No answer may take longer. */
  maxMs: 1000,
  /** Our orders/s over the bare statement's. */
  ratio: 0.7,
  /** Runs out of every 5 that must meet the tail. */
  runsOf5: 4,
} as const;

export interface Measured {
  perSecond: number;
  tail: Tail;
  /** The kernel's counters during the load (machine-wide: other work on the machine counts too). */
  listen: ListenCounters;
  /** Connections the client opened during the load: one per buyer when none is closed and reopened. */
  connections: number;
  /** What was not a placed order: "0", or e.g. "409×9, 500×1". */
  failures: string;
}

export const tailMet = ({ p99, max }: Tail): boolean => p99 <= TARGET.p99Ms && max <= TARGET.maxMs;

/** How many of `runs` runs must meet the tail: 4 of 5, in proportion for another number of runs. */
export const runsNeeded = (runs: number): number => Math.ceil((runs * TARGET.runsOf5) / 5);

const ms = (n: number) => n.toFixed(n < 10 ? 1 : 0);
const count = (n: number) => Math.round(n).toLocaleString('en');

export const HEADER = [
  '| run | load (1 min) | client | orders/s | p50 ms | p90 ms | p99 ms | p99.9 ms | max ms | > 100 ms | > 1 s | connections opened | listen overflows / drops | not placed | ratio | target |',
  '|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---|',
].join('\n');

export function row(run: number, load: number, client: string, { perSecond, tail, listen, connections, failures }: Measured, ratio: number | null): string {
  const mark = ratio === null ? '' : `${tailMet(tail) ? '✓' : '✗'} tail, ${ratio >= TARGET.ratio ? '✓' : '✗'} ratio`;
  const cells = [run, load.toFixed(2), client, count(perSecond), ms(tail.p50), ms(tail.p90), ms(tail.p99), ms(tail.p999), ms(tail.max), count(tail.over100ms), count(tail.over1s), connections, `${listen.overflows} / ${listen.drops}`, failures, ratio === null ? '' : ratio.toFixed(2), mark];
  return `| ${cells.join(' | ')} |`;
}

/** "409×9, 0×1", or "0" when every request placed an order. */
export function failuresOf(statuses: Iterable<string>): string {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return counts.size ? [...counts].map(([status, n]) => `${status}×${n}`).join(', ') : '0';
}
