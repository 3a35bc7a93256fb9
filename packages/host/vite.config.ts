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
  },
  server: {
    // The Host header is kept (no changeOrigin): the server checks GET signatures against it.
    proxy: Object.fromEntries(['/api', '/config.json', '/vers.json'].map((p) => [p, { target: apiUrl }])),
  },
}));
