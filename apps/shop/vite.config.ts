import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontFacesInPage } from './build/fontFacesInPage';
import { inlineBoot } from './build/inlineBoot';
import { subsetFonts } from './build/subsetFonts';

// The dev server forwards API and image requests to `npm run dev:api` (PORT 3000 unless CELLAR_API says otherwise).
const api = process.env.CELLAR_API ?? 'http://127.0.0.1:3000';

// A few larger files instead of twenty small ones: on a phone each extra request costs a round
// trip. Only code every page needs is grouped; page-only libraries stay in their pages' chunks.
const browserChunks = {
  groups: [
    // What src/start.ts (imported by the page's inline boot script once the page has loaded) shares
    // with the app: Vite's preload helper. Ranked first, so no other group takes it in.
    { name: 'boot', priority: 10, test: /vite[\\/]preload-helper/ },
    // React apart from the router and the machines: each chunk is evaluated in a task of its own
    // (build/inlineBoot.ts), and the two together took 13-18 ms, 50-70 ms on a phone four times slower.
    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
    { name: 'framework', test: /node_modules[\\/](react-router|react-router-dom|xstate|@xstate[\\/][^\\/]+|use-sync-external-store)[\\/]/ },
    {
      name: 'dialog',
      test: /node_modules[\\/](@radix-ui[\\/]react-(dialog|dismissable-layer|focus-scope|focus-guards|portal|presence|primitive|slot|context|compose-refs|id|use-[a-z-]+)|react-remove-scroll[a-z-]*|aria-hidden|tslib|use-callback-ref|use-sidecar|get-nonce|detect-node-es)[\\/]/,
    },
    // The API client's fetch library (client.ts) stays out: it loads with the first API call. The
    // domain's price format and totals are on every page, with the cart.
    {
      name: 'ui',
      test: /packages[\\/](ui[\\/]src[\\/](shared|theme|icons|Button|Modal|Drawer|IconLink|TextField|Price|Navbar|UserMenu)[\\/]|domain[\\/]src[\\/](money|cart)\.ts|api-client[\\/]src[\\/](index|errors|deferred)\.ts)/,
    },
  ],
};

// `vite build` makes the browser's files in dist/; `vite build --ssr src/entry-server.tsx` makes the
// server renderer in dist-server/, one self-contained module the API server imports.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), inlineBoot(), subsetFonts(), fontFacesInPage()],
  server: { proxy: { '/api': api, '/images': api } },
  // Bundled whole, so the server needs no browser-only package's stylesheet imports resolved at run time.
  ssr: { noExternal: true },
  // The browser build's React is the production one; the renderer's must be too. Bundled, React picks its
  // build by process.env.NODE_ENV when the server runs, which nobody sets: its development build (prop
  // checks, an owner stack for every element) drew a catalogue page three to four times slower.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    // The server renderer finds each page's stylesheets in the browser build's manifest.
    manifest: !isSsrBuild,
    emptyOutDir: true,
    target: isSsrBuild ? 'node20' : 'es2022',
    rolldownOptions: {
      ...(isSsrBuild ? {} : { output: { codeSplitting: browserChunks } }),
    },
  },
}));
