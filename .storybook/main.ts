import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

// Host stories join once the host package has any; an empty glob only adds a warning.
const hostStories = fileURLToPath(new URL('../packages/host/src', import.meta.url));

const config: StorybookConfig = {
  stories: [
    '../packages/widgets/src/**/*.stories.@(ts|tsx)',
    ...(existsSync(hostStories) ? ['../packages/host/src/**/*.stories.@(ts|tsx)'] : []),
  ],
  // Docs: every component gets a page (autodocs, preview.ts) with its props table and stories.
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // react-docgen (the default) reads the components' TypeScript props for the docs tables.
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's own manager and axe chunks are large by nature; the size budgets of the
  // elements are checked by scripts/budgets.mjs, so these warnings only add noise.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: {
      ...viteConfig.build,
      chunkSizeWarningLimit: 4096,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        checks: { ...viteConfig.build?.rolldownOptions?.checks, bundlerTimings: false },
      },
    },
  }),
};

export default config;
