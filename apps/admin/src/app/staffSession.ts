import type { SessionUser } from '@cellar/api-client';
import type { StorageLike } from '@cellar/machines';
import { createStore } from '@xstate/store';

/** The key of the signed-in member of staff in the session's storage. */
export const STAFF_SESSION_KEY = 'cellar-admin-session';

function saved(storage: StorageLike): SessionUser | null {
  try {
    const value = JSON.parse(storage.getItem(STAFF_SESSION_KEY) ?? 'null') as SessionUser | null;
    return value && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Who is signed in to the back office. Kept in sessionStorage, not localStorage: a staff token opens
 * every customer's orders, so closing the browser on a shared counter computer ends it.
 */
export function createStaffSession(storage: StorageLike = sessionStorage) {
  const store = createStore({
    context: { staff: saved(storage) },
    on: {
      signedIn: (_, event: { staff: SessionUser }) => ({ staff: event.staff }),
      signedOut: () => ({ staff: null }),
    },
  });
  store.subscribe(({ context }) => {
    if (context.staff) storage.setItem(STAFF_SESSION_KEY, JSON.stringify(context.staff));
    else storage.removeItem(STAFF_SESSION_KEY);
  });
  return store;
}

export type StaffSession = ReturnType<typeof createStaffSession>;
