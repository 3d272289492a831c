import { createMemoryStorage } from '../store/memoryStorage';
import type { StorageEvents } from '../store/shopStore';
import type { StorageLike } from '../types';

type Listener = (key: string | null) => void;

/**
 * Tabs of one browser, as the store sees them: one shared localStorage, and after each write that
 * changes a value a `storage` event in every other tab (never in the tab that wrote), delivered
 * later as the browser does. `writes` counts each tab's writes.
 */
export function createBrowserTabs() {
  const shared = createMemoryStorage();
  const listeners = new Set<{ tab: number; listener: Listener }>();
  let opened = 0;

  function open() {
    const tab = (opened += 1);
    const writes = { count: 0 };
    const announce = (key: string) => {
      for (const entry of listeners) if (entry.tab !== tab) queueMicrotask(() => entry.listener(key));
    };
    const storage: StorageLike = {
      getItem: (key) => shared.getItem(key),
      setItem: (key, value) => {
        writes.count += 1;
        if (shared.getItem(key) === value) return;
        shared.setItem(key, value);
        announce(key);
      },
      removeItem: (key) => {
        shared.removeItem(key);
        announce(key);
      },
    };
    const storageEvents: StorageEvents = (listener) => {
      const entry = { tab, listener };
      listeners.add(entry);
      return () => void listeners.delete(entry);
    };
    return { storage, storageEvents, writes };
  }

  return { shared, open };
}
