// The portal's whole browser build into one folder: the host SPA (packages/host/vite.config.ts)
// with the elements' library in its `widgets/` (scripts/build-widgets.mjs), every text file with
// its .br and .gz copies. Used by `npm start`, the e2e suite and the start-up benchmark.
//
// The two Vite builds run at the same time: the elements are built into a sibling folder (the host
// build empties its own folder first) and moved into place once both are done. Vite's bundler
// (Rolldown) and the compression run on worker threads, so they overlap well even on two cores.
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWidgets } from './build-widgets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the host into `folder` and the elements into `folder/widgets`. */
export async function buildPortal(folder) {
  const { build } = await import('vite');
  const outDir = path.resolve(folder);
  const widgetsTemp = `${outDir}.widgets-build`;
  rmSync(widgetsTemp, { recursive: true, force: true });
  try {
    await Promise.all([
      build({
        configFile: path.join(root, 'packages/host/vite.config.ts'),
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true },
      }),
      buildWidgets(widgetsTemp),
    ]);
    rmSync(path.join(outDir, 'widgets'), { recursive: true, force: true });
    renameSync(widgetsTemp, path.join(outDir, 'widgets'));
  } finally {
    rmSync(widgetsTemp, { recursive: true, force: true });
  }
}
