// @web/test-runner: the custom elements in real Chromium (`npx wtr`). Tests are
// packages/widgets/src/**/*.browser.test.ts, written with mocha's globals.
import { existsSync, mkdtempSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { build } from 'esbuild';

const root = path.dirname(new URL(import.meta.url).pathname);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  console.error(
    `web-test-runner: Chromium not found at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

// Packages published only as CommonJS (and one ES module with CommonJS dependencies). The dev server serves ES modules as they are, so these
// are bundled once into ES modules (one shared React copy across entries, like Vite's deps
// optimizer) and served from /__deps__/.
const COMMONJS_DEPS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'axe-core',
  'tus-js-client',
];
// An ES module whose own dependencies (url-parse, combine-errors…) are CommonJS: bundled too.
const ESM_WITH_COMMONJS_DEPS = new Set(['tus-js-client']);
const DEPS_PREFIX = '/__deps__/';

function prebundledCommonJs() {
  let outputs;
  const bundle = async () => {
    // Export names are read in a child process: loading React here would write to the test
    // runner's patched console.
    const exportNames = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=commonjs',
          '-e',
          `console.log(JSON.stringify(${JSON.stringify(COMMONJS_DEPS)}.map((id) => Object.keys(require(id)))))`,
        ],
        { cwd: root, encoding: 'utf8' },
      ),
    );
    const entry = (id) => {
      if (ESM_WITH_COMMONJS_DEPS.has(id)) return `export * from '${id}';\n`;
      const names = exportNames[COMMONJS_DEPS.indexOf(id)].filter(
        (n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default',
      );
      return `import cjs from '${id}';\nexport default cjs;\nexport const { ${names.join(', ')} } = cjs;\n`;
    };
    const result = await build({
      absWorkingDir: root,
      entryPoints: Object.fromEntries(COMMONJS_DEPS.map((id) => [id, `deps-entry:${id}`])),
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: DEPS_PREFIX,
      write: false,
      logLevel: 'error',
      define: { 'process.env.NODE_ENV': '"development"' },
      plugins: [
        {
          name: 'deps-entry',
          setup(b) {
            b.onResolve({ filter: /^deps-entry:/ }, (args) => ({
              path: args.path.slice(11),
              namespace: 'deps-entry',
            }));
            b.onLoad({ filter: /.*/, namespace: 'deps-entry' }, (args) => ({
              contents: entry(args.path),
              resolveDir: root,
              loader: 'js',
            }));
          },
        },
      ],
    });
    return new Map(result.outputFiles.map((file) => [file.path, file.text]));
  };
  return {
    name: 'prebundled-commonjs',
    resolveImport({ source }) {
      if (COMMONJS_DEPS.includes(source)) return `${DEPS_PREFIX}${source}.js`;
    },
    async serve(context) {
      if (!context.path.startsWith(DEPS_PREFIX)) return;
      outputs ??= bundle();
      const body = (await outputs).get(context.path);
      if (body !== undefined) return { body, type: 'js' };
    },
  };
}

// The elements send attachments as resumable uploads (tus-js-client, over XMLHttpRequest, which
// the tests' fetch fixture does not answer). The dev server answers them with the same tus server
// library the API uses, on a temporary folder, so a test can read back the bytes an element sent
// (GET /api/uploads/<id>). Access rules and file checks are the API's, tested on the server.
function tusUploads() {
  const server = new TusServer({
    path: '/api/uploads',
    relativeLocation: true,
    datastore: new FileStore({ directory: mkdtempSync(path.join(tmpdir(), 'sfc-wtr-uploads-')) }),
    namingFunction: () => randomBytes(16).toString('hex'),
  });
  return async (context, next) => {
    if (!context.path.startsWith('/api/uploads')) return next();
    context.respond = false;
    await server.handle(context.req, context.res);
  };
}

// The esbuild plugin maps `./x.js` to `./x.ts` only; components are `.tsx`.
function tsxExtension() {
  return {
    name: 'tsx-extension',
    resolveImport({ source, context }) {
      if (!source.startsWith('.') || !source.endsWith('.js') || !/\.tsx?$/.test(context.path)) return;
      const dir = path.dirname(path.join(root, decodeURIComponent(context.path)));
      const candidate = source.slice(0, -3);
      if (!existsSync(path.join(dir, `${candidate}.ts`)) && existsSync(path.join(dir, `${candidate}.tsx`))) {
        return `${candidate}.tsx`;
      }
    },
  };
}

export default {
  rootDir: root,
  files: ['packages/widgets/src/**/*.browser.test.ts'],
  // `browser: true` follows package.json "browser" maps (tus-js-client's browser build has no node:fs).
  nodeResolve: { exportConditions: ['browser', 'production'], browser: true },
  middleware: [tusUploads()],
  plugins: [
    prebundledCommonJs(),
    tsxExtension(),
    esbuildPlugin({
      ts: true,
      tsx: true,
      target: 'auto',
      tsconfig: path.join(root, 'packages/widgets/tsconfig.json'),
    }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromium,
        headless: true,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
  // The summary lists every test by name; the default reporter adds failures and browser logs.
  reporters: [summaryReporter({ flatten: false }), defaultReporter()],
  concurrency: 1,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 180_000,
  testFramework: { config: { timeout: 10_000 } },
};
