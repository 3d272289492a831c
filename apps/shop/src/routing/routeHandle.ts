/** What a route tells the rest of the app about its page (React Router's `handle`). */
export interface RouteHandle {
  /** The page's source file, as the build manifest names it. */
  source?: string;
  /** Screens of a signed-in shopper, left to the browser: only the browser knows who is signed in. */
  private?: boolean;
}
