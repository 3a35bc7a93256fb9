// The portal's whole browser build into one folder: the host SPA (packages/host/vite.config.ts)
// with the elements' library in its `widgets/` (scripts/build-widgets.mjs), every text file with
// its .br and .gz copies. Used by `npm start`, the e2e suite and the start-up benchmark.
//
// The two Vite builds run at the same time: the elements are built into a sibling folder (the host
// build empties its own folder first) and moved into place once both are done. Beside them, the
// render entry of the public pages is bundled for Node; once the host is built, those pages are
// rendered into it as HTML (scripts/prerender.mjs). Vite's bundler
// (Rolldown) and the compression run on worker threads, so they overlap well even on two cores.
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWidgets } from './build-widgets.mjs';
import { buildPageRenderer, prerenderPages } from './prerender.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the host into `folder` and the elements into `folder/widgets`. */
export async function buildPortal(folder) {
  const { build } = await import('vite');
  const outDir = path.resolve(folder);
  const widgetsTemp = `${outDir}.widgets-build`;
  // Inside the repository, so the Node bundle resolves react and the others from node_modules;
  // one folder per build, since several builds may run at once.
  const rendererTemp = path.join(root, 'node_modules/.cache/sfc-prerender', `${process.pid}-${Date.now()}`);
  rmSync(widgetsTemp, { recursive: true, force: true });
  try {
    const [, , renderer] = await Promise.all([
      build({
        configFile: path.join(root, 'packages/host/vite.config.ts'),
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true },
      }),
      buildWidgets(widgetsTemp),
      buildPageRenderer(rendererTemp),
    ]);
    await prerenderPages(outDir, renderer);
    rmSync(path.join(outDir, 'widgets'), { recursive: true, force: true });
    renameSync(widgetsTemp, path.join(outDir, 'widgets'));
  } finally {
    rmSync(widgetsTemp, { recursive: true, force: true });
    rmSync(rendererTemp, { recursive: true, force: true });
  }
}
