import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/shop/src/**/*.stories.@(ts|tsx)', '../apps/admin/src/**/*.stories.@(ts|tsx)', '../packages/machines/src/**/*.stories.tsx', '../packages/mail/src/**/*.stories.tsx'],
  // The back office shows wine pictures from /images, where the API server serves this artwork;
  // public/ holds Mock Service Worker's script, which must be served from the root to see every request.
  staticDirs: [{ from: '../apps/api/images', to: '/images' }, './public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The Vitest plugin reuses this Vite config, so vanilla-extract is registered here once for both.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] }),
};

export default config;
