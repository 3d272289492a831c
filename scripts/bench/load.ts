// Load from this process with autocannon: a warm-up that is thrown away, then the measured run. Each
// response's time is kept (autocannon's own histogram has whole milliseconds and leaves 3xx out).
import autocannon from 'autocannon';
import { percentile } from './percentile';
import { CONNECTIONS, WARM_UP_SECONDS } from './options';

export interface LoadResult {
  /** Good answers (2xx, or only `expected` when given) per second. */
  perSecond: number;
  /** Answers of any status in the measured run (requests still in flight at its end are not counted). */
  responses: number;
  p50: number;
  p99: number;
  /** Answers with any other status, by status. */
  bad: Map<number, number>;
  /** Connection errors and timeouts. */
  errors: number;
}

function run(url: string, headers: Record<string, string>, seconds: number): Promise<{ result: autocannon.Result; times: number[]; statuses: Map<number, number>; errors: number }> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  return new Promise((done, fail) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }, (error, result) => {
      if (error) fail(error);
      else done({ result, times, statuses, errors });
    });
    instance.on('response', (_client, status, _bytes, time) => {
      times.push(time);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    instance.on('reqError', () => errors++);
  });
}

export async function measure(url: string, headers: Record<string, string>, seconds: number, expected?: number): Promise<LoadResult> {
  await run(url, headers, WARM_UP_SECONDS);
  const { result, times, statuses, errors } = await run(url, headers, seconds);
  const good = (status: number) => (expected === undefined ? status >= 200 && status < 300 : status === expected);
  let count = 0;
  const bad = new Map<number, number>();
  for (const [status, n] of statuses) {
    if (good(status)) count += n;
    else bad.set(status, n);
  }
  times.sort((a, b) => a - b);
  return { perSecond: count / result.duration, responses: times.length, p50: percentile(times, 50), p99: percentile(times, 99), bad, errors: Math.max(errors, result.errors) };
}

/** "0", or what went wrong: "503×12, 3 errors". */
export function describeFailures({ bad, errors }: Pick<LoadResult, 'bad' | 'errors'>): string {
  const parts = [...bad].map(([status, n]) => `${status}×${n}`);
  if (errors) parts.push(`${errors} errors`);
  return parts.length ? parts.join(', ') : '0';
}
