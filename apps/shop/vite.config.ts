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
    rolldownOptions: { treeshake: { moduleSideEffects: hasSideEffects } },
  },
});
