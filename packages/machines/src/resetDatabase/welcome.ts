import type { PageState, StorageLike } from '../types';

/** The key under which the browser session remembers that the welcome modal was closed. */
export const WELCOME_CLOSED_KEY = 'welcomeClosed';

/** Whether the welcome modal was closed earlier in this browser session (`sessionStorage`). */
export function closedEarlier(storage: Pick<StorageLike, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(WELCOME_CLOSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Whether a visit to the home page offers the welcome modal: while the saved `resetDB` is on, unless
 * it was closed in this browser session. A pure rule, so the page's first script can ask it before
 * the shop's code (and its state machines) has loaded.
 */
export function welcomeOffered(page: PageState, closedThisSession: boolean): boolean {
  return page.resetDB && !closedThisSession;
}
