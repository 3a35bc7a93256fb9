// Build of the host portal: `npx vite build -c packages/host/vite.config.ts` (scripts/start.mjs
// runs it when dist/ is missing or older than the sources); every text file also gets its .br and
// .gz copies (scripts/precompress.mjs), which the server sends to browsers that accept them.
// Dev server: `npx vite -c …` with /api, /config.json and /vers.json proxied to the API server
// (API_URL, default :8080).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../../scripts/precompress.mjs';
import { productionBuildOptions } from '../../scripts/vite-production.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
};

/**
 * Writes `vers.json` into the build with a version unique to this build, which the server
 * publishes at `/vers.json` and the open portals poll (portal-spec §4): a new build, a new notice.
 */
function versionFile(): Plugin {
  return {
    name: 'sfc-version-file',
    apply: 'build',
    generateBundle() {
      const build = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
      this.emitFile({
        type: 'asset',
        fileName: 'vers.json',
        source: `${JSON.stringify({ version: `${version}+${build}` })}\n`,
      });
    },
  };
}

/** A chunk group's `test`: the module's path holds one of `parts` (separators read as `/`). */
function pathHolds(...parts: string[]) {
  return (id: string) => {
    const normalised = id.replaceAll('\\', '/');
    return parts.some((part) => normalised.includes(part));
  };
}

/**
 * Chunks of the screens' shared pieces (ADR 0058). Left to itself, the bundler cut the modules
 * shared by different sets of screens into 113 files, most under 1 KB: a staff screen waited for
 * 43 scripts, in rounds over a phone's few connections. The entry's whole static graph is one
 * chunk; the form fields, their validation, drafts and option lists another (every form screen,
 * public or not, uses most of them); the staff lists' table a third. Screens stay a chunk each.
 * The staff workspace's texts and the `?id=` hook are a small chunk of their own, ahead of the
 * staff lists': the consumer's complaint screens use them, and a group takes in what its members
 * import, so they would otherwise load the staff lists' table with them.
 */
const CHUNK_GROUPS = [
  { name: 'index', tags: ['$initial' as const], priority: 2 },
  {
    name: 'form-kit',
    test: pathHolds(
      '/packages/widgets/src/form/',
      '/packages/widgets/src/features/shared/',
      '/packages/host/src/components/form/',
      '/packages/host/src/components/submit-button',
      '/packages/host/src/components/notice',
      '/packages/host/src/components/table-box',
      '/packages/host/src/components/error-summary',
      '/packages/host/src/components/screen-state',
      '/packages/host/src/lib/use-option-list',
      '/packages/host/src/lib/email-rule',
      '/packages/core/src/validation/',
      '/packages/core/src/options/',
      '/packages/core/src/drafts/',
      '/packages/core/src/api/read-failure',
      '/packages/core/src/api/resumable-upload-client',
      '/packages/core/src/messages/upload-texts',
      '/packages/core/src/messages/input-limit-texts',
      '/packages/core/src/messages/table-texts',
      '/packages/core/src/messages/screen-state-texts',
      '/node_modules/idb-keyval/',
    ),
  },
  {
    name: 'staff-texts',
    priority: 1,
    test: pathHolds(
      '/packages/core/src/messages/staff-workspace-texts',
      '/packages/core/src/messages/workspace-layout-texts',
      '/packages/host/src/lib/use-record-id',
    ),
  },
  {
    name: 'staff-list',
    test: pathHolds(
      '/packages/host/src/components/staff-list/',
      '/packages/host/src/components/bulk-action-bar',
      '/packages/host/src/components/compact-filter-bar',
      '/node_modules/@tanstack/table-core/',
      '/node_modules/@tanstack/react-table/',
    ),
  },
];

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig(({ command }) => ({
  ...productionBuildOptions(command),
  root: packageDir,
  plugins: [react(), versionFile(), precompress()],
  logLevel: 'warn',
  build: {
    outDir: path.join(packageDir, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The entry chunk holds the whole first screen's graph (React, the router, the session).
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    // The Host header is kept (no changeOrigin): the server checks GET signatures against it.
    proxy: Object.fromEntries(['/api', '/config.json', '/vers.json'].map((p) => [p, { target: apiUrl }])),
  },
}));
