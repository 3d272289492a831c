import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React adopts the server's HTML (and on the server), true afterwards. The server
 * draws every page for a guest with an empty cart; parts that show the shopper's saved session or
 * cart must draw that too until hydration is done, then switch to the saved state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
