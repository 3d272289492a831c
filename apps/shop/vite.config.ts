import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

/**
 * @cellar/ui is one barrel whose component modules import their styles, so the bundler would keep
 * every component (and its Swiper, day picker and date library) on every page. Its component
 * modules are free of side effects, so unused ones may go; styles and the theme stay.
 */
function hasSideEffects(id: string): boolean {
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
    rolldownOptions: { treeshake: { moduleSideEffects: hasSideEffects } },
  },
});
