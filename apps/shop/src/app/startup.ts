import { closedEarlier, savedShopState, welcomeOffered } from '@cellar/machines';

export interface PageAtLoad {
  /** What the browser's storage holds under the store's key. */
  saved: string | null;
  /** The browser session's storage (the welcome modal's Close). */
  session: Pick<Storage, 'getItem'> | undefined;
  pathname: string;
  /** Whether the server drew the page (it did not for a signed-in shopper's pages). */
  serverRendered: boolean;
}

/**
 * Whether the page needs the shop's code at once, before the shopper acts: a page the server did not
 * draw, or something of the saved state only the app can show (the signed-in navbar and cart count, a
 * toast still running, the welcome modal). A first visit needs none of it: its age gate is drawn by
 * the server and shown by the page's first script.
 */
export function shopNeededAtOnce({ saved, session, pathname, serverRendered }: PageAtLoad): boolean {
  if (!serverRendered) return true;
  const { user, cart, page } = savedShopState(saved);
  if (user || cart.length > 0 || page.databaseToast) return true;
  return pathname === '/' && !page.ageVerification && welcomeOffered(page, closedEarlier(session));
}
