import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { proxy: { '/api': api, '/images': api } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
