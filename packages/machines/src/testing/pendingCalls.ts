import { fromPromise } from 'xstate';

interface OpenCall {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Stand-ins for the injected promise actors (API calls): every invocation stays pending until the
 * test settles it by the invoke id, so a test decides when and how each call ends and can count calls.
 */
export function createPendingCalls() {
  const open = new Map<string, OpenCall>();
  const made: Array<{ id: string; input: unknown }> = [];

  function take(id: string): OpenCall {
    const call = open.get(id);
    if (!call) throw new Error(`No pending call '${id}' to settle`);
    open.delete(id);
    return call;
  }

  return {
    /** Every call made so far, in order, with its input. */
    made,
    logic<TOutput, TInput>() {
      return fromPromise<TOutput, TInput>(
        ({ input, self }) =>
          new Promise<TOutput>((resolve, reject) => {
            open.set(self.id, { resolve: resolve as (output: unknown) => void, reject });
            made.push({ id: self.id, input });
          }),
      );
    },
    isPending: (id: string) => open.has(id),
    resolve(id: string, output?: unknown) {
      take(id).resolve(output);
      return flushMicrotasks();
    },
    reject(id: string, error: unknown) {
      take(id).reject(error);
      return flushMicrotasks();
    },
  };
}

export type PendingCalls = ReturnType<typeof createPendingCalls>;

/** A settled promise reaches the machine a few microtasks later. */
export async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
