// The server bundled into one ES module, for fast starts (a second start under 2 s, ADR 0006).
// Run from source with tsx, every start pays for tsx's loader and for resolving and loading a few
// hundred modules one by one; one pre-built file avoids both. `ensureServerBundle()` rebuilds
// `.build/server.mjs` only when a source is newer than it (esbuild takes about a second), so
// `npm start` in this package always runs current code. See docs/decisions/0006.
//
// What the bundle changes, and nothing else:
// - `import.meta.url` in this repo's sources becomes the source file's own URL, so files read next
//   to the sources (catalogs, migrations, the common-password list, the host build) are found as
//   when run from source;
// - the two modules that discover files at run time (route folders, TypeScript migrations) are
//   replaced by static imports of the files present at build time;
// - packages that load files next to themselves or native code stay outside the bundle.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');
const src = path.join(serverDir, 'src');
const outdir = path.join(serverDir, '.build');
/** The API server (src/server.ts): `node .build/server.mjs`. */
export const SERVER_BUNDLE = path.join(outdir, 'server.mjs');
/** What the root `npm start` imports (src/portal-start.ts). */
export const PORTAL_START_BUNDLE = path.join(outdir, 'portal-start.mjs');

// What the bundle is made of: sources, the shared core, and the installed packages.
const INPUTS = [
  src,
  path.join(repoRoot, 'packages/core/src'),
  path.join(serverDir, 'package.json'),
  path.join(repoRoot, 'package-lock.json'),
  fileURLToPath(import.meta.url),
];
const NOT_BUNDLED = /\.test\.ts$|[\\/]testing[\\/]/;
// Loaded from disk next to themselves (WASM and data files, native addons, optional drivers).
const EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@node-rs/argon2',
  'pg-native',
  // The AWS SDK is large and only loaded (lazily) when attachments go to S3.
  '@aws-sdk/*',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return NOT_BUNDLED.test(entry) ? 0 : stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted or renamed file changes its folder's time
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** Whether `.build/server.mjs` is missing or older than any of its inputs. */
export function serverBundleIsStale() {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(PORTAL_START_BUNDLE)) return true;
  const built = Math.min(statSync(SERVER_BUNDLE).mtimeMs, statSync(PORTAL_START_BUNDLE).mtimeMs);
  return INPUTS.some((input) => newestMtime(input) > built);
}

const importPath = (file) => JSON.stringify(file.split(path.sep).join('/'));

/** Static replacement of src/routes/route-folders.ts: one import per route folder. */
function routeFoldersModule() {
  const routesDir = path.join(src, 'routes');
  const folders = readdirSync(routesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(routesDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
  return [
    ...folders.map(
      (folder, i) => `import * as route${i} from ${importPath(path.join(routesDir, folder, 'index.ts'))};`,
    ),
    `const folders = [${folders.map((folder, i) => `{ folder: ${JSON.stringify(folder)}, module: route${i} }`).join(', ')}];`,
    'export async function routeFolders() { return folders; }',
  ].join('\n');
}

/** Static replacement of src/db/migration-modules.ts: one import per TypeScript migration. */
function migrationModulesModule() {
  const dir = path.join(src, 'db/migrations');
  const files = readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_-]+\.ts$/.test(file))
    .sort();
  return [
    "import { basename } from 'node:path';",
    ...files.map((file, i) => `import * as migration${i} from ${importPath(path.join(dir, file))};`),
    `const byName = { ${files.map((file, i) => `${JSON.stringify(file)}: migration${i}`).join(', ')} };`,
    'export async function importMigration(file) {',
    '  const found = byName[basename(file)];',
    '  if (!found) throw new Error(`Migration ${basename(file)} was added after the server was bundled: restart to rebuild.`);',
    '  return found;',
    '}',
  ].join('\n');
}

const GENERATED = new Map([
  [path.join(src, 'routes/route-folders.ts'), routeFoldersModule],
  [path.join(src, 'db/migration-modules.ts'), migrationModulesModule],
]);

/** esbuild plugin: the two generated modules, and `import.meta.url` kept per source file. */
const sourceLayout = {
  name: 'sfc-source-layout',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const generate = GENERATED.get(args.path);
      if (generate) return { contents: generate(), loader: 'js', resolveDir: path.dirname(args.path) };
      const code = readFileSync(args.path, 'utf8').replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      );
      return { contents: code, loader: 'ts', resolveDir: path.dirname(args.path) };
    });
  },
};

/** Builds `.build/server.mjs` and `.build/portal-start.mjs` (shared code in `.build/chunks/`). */
export async function buildServerBundle() {
  const { build } = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: serverDir,
    entryPoints: {
      server: path.join(src, 'server.ts'),
      'portal-start': path.join(src, 'portal-start.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __sfcCreateRequire } from 'node:module'; const require = __sfcCreateRequire(import.meta.url);",
    },
    external: EXTERNAL,
    plugins: [sourceLayout],
    logLevel: 'warning',
    legalComments: 'none',
    sourcemap: 'linked',
  });
}

/** Builds the bundle when it is missing or stale; resolves with whether it built. */
export async function ensureServerBundle() {
  if (!serverBundleIsStale()) return false;
  await buildServerBundle();
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServerBundle();
  console.log(`${path.relative(process.cwd(), outdir)}/ built in ${Date.now() - started} ms`);
}
