import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_FLAGS } from '../scripts/chromium/ensure-chromium.mjs';
import { playwrightLaunchOptions } from '../scripts/chromium/playwright-launch.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Fonts rendered without hinting and one colour profile keep screenshots identical from run to run.
const launchOptions = await playwrightLaunchOptions([...CHROMIUM_FLAGS, '--font-render-hinting=none', '--force-color-profile=srgb']);

export default defineConfig({
  // vanilla-extract comes in through Storybook's viteFinal, which storybookTest applies; adding it here too would compile styles twice.
  plugins: [storybookTest({ configDir: dirname })],
  root: path.resolve(dirname, '..'),
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and fail a test file.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      '@radix-ui/react-dialog',
      '@radix-ui/react-select',
      '@radix-ui/react-toast',
      'react-day-picker',
      'react-day-picker/locale',
      'swiper/modules',
      'swiper/react',
      'storybook/test',
      'storybook/theming',
      'react-router-dom',
      'xstate',
      '@xstate/react',
      '@xstate/store-react',
      '@react-email/components',
      'react-dom/server',
    ],
  },
  test: {
    name: 'storybook',
    setupFiles: [path.join(dirname, 'vitest.setup.ts')],
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions,
        // The test iframe is scaled down to fit the window; a window larger than any story viewport keeps captures at 1:1.
        // Reduced motion also stops the carousel's autoplay, so every capture shows the same slide.
        contextOptions: { viewport: { width: 1920, height: 1200 }, deviceScaleFactor: 1, reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1200, height: 900 },
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Captures are pixel-stable on this machine kind, so only stray anti-aliasing is tolerated:
          // a changed word or a token colour alters far more than 50 pixels.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 50 },
          // Two equal captures in a row are waited for; beside the other lane on two cores a capture can take
          // seconds, and an unchanged story ran out of the default 5 s. What is compared stays as strict.
          timeout: 15_000,
        },
      },
    },
  },
});
