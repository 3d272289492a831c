// A latency distribution as the checkout's targets read it: the percentiles up to the last answer, and
// how many answers were slow rather than how slow the slowest percent was.
import { percentile } from './percentile';

export interface Tail {
  p50: number;
  p90: number;
  p99: number;
  p999: number;
  max: number;
  over100ms: number;
  over1s: number;
}

/** `times` in ms, in any order. */
export function tailOf(times: readonly number[]): Tail {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    p999: percentile(sorted, 99.9),
    max: sorted.at(-1) ?? 0,
    over100ms: sorted.filter((ms) => ms > 100).length,
    over1s: sorted.filter((ms) => ms > 1000).length,
  };
}
