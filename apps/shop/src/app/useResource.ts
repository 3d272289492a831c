import { useCallback, useContext, useEffect, useState } from 'react';
import { failureOf, type Failure } from './failure';
import { PrefetchedContext } from './prefetched';

export type Resource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | (Failure & { data?: undefined })
  | { status: 'ready'; data: T; error?: undefined };

const LOADING = { status: 'loading' } as const;

/**
 * Loads data for a screen and keeps the failure visible with a retry (the original only logged it).
 * `key` names the data (unique across screens, as the server-rendered page carries it under that
 * name) and restarts the load when it changes, e.g. when the product id in the URL changes.
 */
export function useResource<T>(load: () => Promise<T>, key: string): Resource<T> & { retry: () => void } {
  const prefetched = useContext(PrefetchedContext);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; resource: Resource<T>; prefetched: boolean }>(() => {
    const answer = prefetched?.read(key, load) as Resource<T> | undefined;
    return { key, attempt, resource: answer ?? LOADING, prefetched: answer !== undefined };
  });
  if (state.key !== key || state.attempt !== attempt) setState({ key, attempt, resource: LOADING, prefetched: false });

  useEffect(() => {
    if (state.prefetched) {
      prefetched?.forget(key);
      return;
    }
    let current = true;
    load().then(
      (data) => current && setState({ key, attempt, resource: { status: 'ready', data }, prefetched: false }),
      (error: unknown) => current && setState({ key, attempt, resource: failureOf(error), prefetched: false }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure on every render; `key` and `attempt` say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state.resource, retry };
}
