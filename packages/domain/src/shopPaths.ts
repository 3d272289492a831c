/**
 * The shop's addresses that are written outside its router: in mail, which is read far from the
 * shop, and for its pictures. One place, so a mail never links to a page the shop does not have.
 */
export const SHOP_PAGES = {
  ourWines: '/our-wines',
  myOrders: '/my-orders',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
} as const;

/** Where the server serves a stored picture (a wine's, a category's, an avatar), by its file name. */
export function imagePath(file: string): string {
  return `/images/${file}`;
}
