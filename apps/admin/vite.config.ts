import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards API and image requests to `npm run dev:api` (PORT 3000 unless CELLAR_API says otherwise).
const api = process.env.CELLAR_API ?? 'http://127.0.0.1:3000';

// The API server serves the built back office under /admin, beside the shop, on the same port.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: 5174, proxy: { '/api': api, '/images': api } },
});
