/*
 * Self-hosted faces (bundled from @fontsource, never fetched from another host), latin subset only
 * to keep the download small. Import this module once at the app or Storybook entry.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/playfair-display/latin-400.css';
import '@fontsource/playfair-display/latin-600.css';
import '@fontsource/playfair-display/latin-700.css';
