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

/** What the connections ask for: one address, or `requests` in turn (each connection cycles through them). */
export type Target = Pick<autocannon.Options, 'url' | 'headers' | 'requests'>;

/** Given each answer's headers as autocannon's parser reads them: names and values in turn. */
export type OnHeaders = (flat: readonly string[]) => void;

function run(target: Target, seconds: number, onHeaders?: OnHeaders): Promise<{ result: autocannon.Result; times: number[]; statuses: Map<number, number>; errors: number }> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  const setupClient = onHeaders && ((client: autocannon.Client) => client.on('headers', ({ headers }: { headers: string[] }) => onHeaders(headers)));
  return new Promise((done, fail) => {
    const instance = autocannon({ ...target, connections: CONNECTIONS, duration: seconds, ...(setupClient && { setupClient }) }, (error, result) => {
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

export function measure(url: string, headers: Record<string, string>, seconds: number, expected?: number): Promise<LoadResult> {
  return measureTarget({ url, headers }, seconds, expected);
}

/** A warm-up, then the measured run; `onHeaders` sees the measured run's answers only. */
export async function measureTarget(target: Target, seconds: number, expected?: number, onHeaders?: OnHeaders): Promise<LoadResult> {
  await run(target, WARM_UP_SECONDS);
  const { result, times, statuses, errors } = await run(target, seconds, onHeaders);
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
