/*
 * Self-hosted faces (bundled from @fontsource, never fetched from another host): one variable file
 * per family carries every weight the theme uses, so a page needs two font files, not six. Each
 * subset declares its unicode-range; the browser downloads only the subsets the page's text uses
 * (latin for the shop's own text). Import this module once at the app or Storybook entry.
 */
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/playfair-display/wght.css';

export { webFontFamilies } from './theme/fontFallbacks';
