import { useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: string }
  | { status: 'ready'; data: T; error?: undefined };

/**
 * Loads data for a screen and keeps the failure visible with a retry (the original only logged it).
 * `key` restarts the load, e.g. when the product id in the URL changes.
 */
export function useResource<T>(load: () => Promise<T>, key: unknown): Resource<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: unknown; attempt: number; resource: Resource<T> }>({ key, attempt, resource: { status: 'loading' } });
  if (state.key !== key || state.attempt !== attempt) setState({ key, attempt, resource: { status: 'loading' } });

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ key, attempt, resource: { status: 'ready', data } }),
      (error: unknown) =>
        current && setState({ key, attempt, resource: { status: 'error', error: error instanceof Error ? error.message : String(error) } }),
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
