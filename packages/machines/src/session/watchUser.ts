import { fromCallback } from 'xstate';
import type { ShopStore } from '../store/shopStore';
import type { SessionUser } from '../types';

export interface UserChangedEvent {
  type: 'user.changed';
  user: SessionUser | null;
}

/**
 * Keeps the session machine's copy of the user in step with the persisted store, so a login, logout
 * or expiry in another tab (which reaches this tab's store through its storage event) shows here too.
 */
export const watchUser = fromCallback<UserChangedEvent, { store: ShopStore }>(({ input, sendBack }) => {
  const subscription = input.store.select((state) => state.user).subscribe((user) => sendBack({ type: 'user.changed', user }));
  return () => subscription.unsubscribe();
});
