// The embeddable elements' library build for serving (`npm start`, the e2e suite): builds
// packages/widgets with its vite.config.ts into `outDir` (normally the host build's `widgets/`,
// served at /widgets/ by the server) and copies the CMS demonstration page next to it
// (packages/widgets/embed-demo/index.html → widgets/embed-demo.html, served at /embed-demo).
// Every file gets its brotli and gzip copies (scripts/precompress.mjs).
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress, precompressFiles } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const widgets = path.join(root, 'packages/widgets');

/** Builds every element into `outDir` and adds embed-demo.html. */
export async function buildWidgets(outDir) {
  const { build } = await import('vite');
  await build({
    configFile: path.join(widgets, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [precompress()],
  });
  const page = path.join(outDir, 'embed-demo.html');
  copyFileSync(path.join(widgets, 'embed-demo/index.html'), page);
  await precompressFiles([page]);
}
