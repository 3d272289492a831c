import type { Inspect } from '../shop/shop';

/**
 * The Stately inspector, only in development and only when asked for (`?inspect` in the URL,
 * VITE_INSPECT=1 or VITE_XSTATE_INSPECT=true). The import sits behind `import.meta.env.DEV`, so production builds drop it.
 */
export async function loadInspector(): Promise<Inspect | undefined> {
  if (!import.meta.env.DEV) return undefined;
  const wanted = new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === '1' || import.meta.env.VITE_XSTATE_INSPECT === 'true';
  if (!wanted) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
