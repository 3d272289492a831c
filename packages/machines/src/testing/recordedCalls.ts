import { fromPromise } from 'xstate';
import { flushMicrotasks } from './pendingCalls';

export interface RecordedCall<TInput, TOutput> {
  input: TInput;
  signal: AbortSignal;
  resolve: (output: TOutput) => Promise<void>;
  reject: (error: unknown) => Promise<void>;
}

/**
 * A fake API call that keeps every request apart, its abort signal included, so a test can answer an
 * older request after a newer one started (`createPendingCalls` holds only the latest per invoke id).
 */
export function recordCalls<TInput, TOutput>(calls: Array<RecordedCall<TInput, TOutput>>) {
  return fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({
          input,
          signal,
          resolve: (output) => (resolve(output), flushMicrotasks()),
          reject: (error) => (reject(error), flushMicrotasks()),
        });
      }),
  );
}

/** The most recent of `calls`; a test that expected one made fails here if none was. */
export function lastCall<T>(calls: T[]): T {
  const call = calls.at(-1);
  if (!call) throw new Error('no call made');
  return call;
}
