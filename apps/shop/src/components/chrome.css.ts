import { style } from '@vanilla-extract/css';

/* Layout glue around the ui package's Navbar, SideButtons and Footer. */

// Focused by the skip link only to move the keyboard's start there: no ring around the whole page.
export const main = style({ minHeight: '70vh', selectors: { '&:focus': { outline: 'none' } } });
