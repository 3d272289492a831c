import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

/**
 * @cellar/ui and @cellar/machines are barrels without a `sideEffects` field, so the bundler would keep
 * every component (with its Swiper, day picker and date library) and every machine on every page.
 * Their modules only define things, so unused ones may go; the ui's styles and theme stay.
 */
function hasSideEffects(id: string): boolean {
  if (id.includes('/packages/machines/src/')) return false;
  if (!id.includes('/packages/ui/src/')) return true;
  return id.endsWith('/index.ts') || id.includes('/theme/') || /\.css(\.ts)?($|\?)/.test(id) || id.endsWith('/fonts.ts');
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { proxy: { '/api': api, '/images': api } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: { moduleSideEffects: hasSideEffects },
      // A few larger files instead of twenty small ones: on a phone each extra request costs a round
      // trip. Only code every page needs is grouped; page-only libraries stay in their pages' chunks.
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|xstate|@xstate[\\/][^\\/]+|use-sync-external-store|openapi-fetch)[\\/]/ },
            {
              name: 'dialog',
              test: /node_modules[\\/](@radix-ui[\\/]react-(dialog|dismissable-layer|focus-scope|focus-guards|portal|presence|primitive|slot|context|compose-refs|id|use-[a-z-]+)|react-remove-scroll[a-z-]*|aria-hidden|tslib|use-callback-ref|use-sidecar|get-nonce|detect-node-es)[\\/]/,
            },
            { name: 'ui', test: /packages[\\/](ui[\\/]src[\\/](shared|theme|icons|Button|Modal|Drawer|IconLink|TextField|Price|Navbar|UserMenu)|machines|api-client)[\\/]/ },
          ],
        },
      },
    },
  },
});
