import { style } from '@vanilla-extract/css';

/* Layout glue around the ui package's Navbar, SideButtons and Footer. */

export const main = style({ minHeight: '70vh' });
