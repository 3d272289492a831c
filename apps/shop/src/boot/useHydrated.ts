import { startTransition, useEffect, useState } from 'react';

/** Whether what React draws now must be the server's HTML: on the server, and in the browser from `adoptServerHtml` until that render has committed. */
let adopting = typeof document === 'undefined';

/** Called before React hydrates the server's page: until it has, every part draws the server's state. */
export function adoptServerHtml(): void {
  adopting = true;
}

/** Whether the render under way is the one that adopts the server's HTML (for a value read once, on mount). */
export function adoptingServerHtml(): boolean {
  return adopting;
}

/**
 * False while React adopts the server's HTML (and on the server), true afterwards. The server
 * draws every page for a guest with an empty cart; parts that show the shopper's saved session or
 * cart must draw that too until hydration is done, then switch to the saved state.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !adopting);
  useEffect(() => {
    // Effects run once the hydration has committed, before React draws anything else.
    adopting = false;
    // A transition: the parts switch to the saved state in slices that yield to a tap. A store read
    // (useSyncExternalStore, as before) re-renders them synchronously, in one long task after hydration.
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
