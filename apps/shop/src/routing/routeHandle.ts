/** What a route tells the rest of the app about its page (React Router's `handle`). */
export interface RouteHandle {
  /** The page's source file, as the build manifest names it. */
  source?: string;
  /** Screens of a signed-in shopper, left to the browser: only the browser knows who is signed in. */
  private?: boolean;
  /** A page whose address carries a secret (a reset link's token): never listed by search engines nor kept by the server. */
  noindex?: boolean;
}
