import { media } from '../theme/tokens';

/**
 * The spec's side buttons (catalogue, about, cart, ADMIN, scroll to top) as a rail beside the page
 * from this width; narrower, the rail would take a sixth of a phone's width, so the Navbar carries
 * them instead (the cart and the arrow in the bar, the rest in its menu).
 */
export const railShown = media.md;

export const SCROLL_TOP_THRESHOLD = 100;

/** What the shortcuts need, wherever they are drawn. */
export interface ShortcutsProps {
  /** Total quantity in the cart, shown as a badge. */
  cartCount: number;
  onCartClick: () => void;
  /** The separate admin dashboard; opens in a new tab. */
  adminHref: string;
  /** Defaults to a smooth scroll of the window to the top. */
  onScrollTop?: () => void;
}

export function scrollWindowToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}
