import type { SessionUser } from '@cellar/api-client';
import { createStore } from '@xstate/store';

const KEY = 'cellar-admin-session';

function saved(storage: Storage): SessionUser | null {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as SessionUser | null;
    return value && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Who is signed in to the back office. Kept in sessionStorage, not localStorage: a staff token opens
 * every customer's orders, so closing the browser on a shared counter computer ends it.
 */
export function createStaffSession(storage: Storage = sessionStorage) {
  const store = createStore({
    context: { staff: saved(storage) },
    on: {
      signedIn: (_, event: { staff: SessionUser }) => ({ staff: event.staff }),
      signedOut: () => ({ staff: null }),
    },
  });
  store.subscribe(({ context }) => {
    if (context.staff) storage.setItem(KEY, JSON.stringify(context.staff));
    else storage.removeItem(KEY);
  });
  return store;
}

export type StaffSession = ReturnType<typeof createStaffSession>;
