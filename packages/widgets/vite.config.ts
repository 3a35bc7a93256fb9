// Library build of the custom elements for pages that embed them with script tags:
// `npx vite build -c packages/widgets/vite.config.ts` (scripts/budgets.mjs runs it and checks sizes).
//
// dist/sfc-<name>.js      one entry per element, found automatically (src/elements/<name>/<name>.element.ts)
// dist/sfc-register-all.js every element at once, when src/register-all.ts exists
// dist/chunks/runtime-*.js React, ReactDOM, r2wc and core's signed client and session store: shared
//                          by the React elements, loaded once
// dist/chunks/lit-*.js     Lit: the accessibility bar's only dependency (Shoelace shares it)
// dist/chunks/sfc-base-*.js define/emit, tokens, core's texts and constants: shared by all elements
// dist/chunks/chart-*.js, xlsx-*.js: Chart.js and SheetJS, reached only through import()
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { productionBuildOptions } from '../../scripts/vite-production.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(packageDir, 'src');

/** Entry name → source file: every `src/elements/<name>/<name>.element.ts`, plus register-all. */
export function widgetEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  const elements = path.join(src, 'elements');
  for (const name of existsSync(elements) ? readdirSync(elements).sort() : []) {
    const file = path.join(elements, name, `${name}.element.ts`);
    if (existsSync(file)) entries[`sfc-${name}`] = file;
  }
  const registerAll = path.join(src, 'register-all.ts');
  if (existsSync(registerAll)) entries['sfc-register-all'] = registerAll;
  return entries;
}

const sep = String.raw`[\\/]`;
const nodeModule = (names: string) => new RegExp(`${sep}node_modules${sep}(?:${names})${sep}`);
const core = `${sep}packages${sep}core${sep}src${sep}`;

export default defineConfig({
  // Library mode leaves process.env alone; React reads NODE_ENV to pick its production build, and
  // the JSX transform must match it whatever the shell's NODE_ENV (scripts/vite-production.mjs).
  ...productionBuildOptions('build'),
  logLevel: 'warn',
  build: {
    outDir: path.join(packageDir, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    lib: { entry: widgetEntries(), formats: ['es'], fileName: (_format, name) => `${name}.js` },
    rolldownOptions: {
      output: {
        // Pages load these files as they are: minify fully (library mode keeps whitespace and
        // pure annotations by default, for bundlers that would re-bundle it). Licences stay.
        minify: true,
        comments: { annotation: false, jsdoc: false, legal: true },
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          // Higher priority groups take their modules first. The bar's dependencies (Lit and the
          // small shared base) are grouped above the React runtime so that the runtime group,
          // which also pulls in its modules' dependencies, never drags React into the bar's graph.
          groups: [
            { name: 'chart', test: nodeModule('chart\\.js|@kurkle'), priority: 40 },
            { name: 'xlsx', test: nodeModule('xlsx|@e965'), priority: 40 },
            {
              name: 'lit',
              test: nodeModule('lit|lit-html|lit-element|@lit'),
              priority: 30,
              entriesAware: true,
            },
            {
              name: 'sfc-base',
              test: new RegExp(
                `${sep}widgets${sep}src${sep}(?:tokens${sep}|define${sep}(?:define|events|styles|version|attributes)\\.ts)|${core}messages${sep}`,
              ),
              priority: 30,
              entriesAware: true,
            },
            {
              // What every React element needs and nothing else: React, ReactDOM, r2wc, the
              // wrapper, and core's signed client with its session store (plus the widgets'
              // services that share them). Core's other areas (validation, option lists,
              // navigation, captcha...) go with the elements that use them (ADR 0005).
              name: 'runtime',
              test: new RegExp(
                [
                  nodeModule('react|react-dom|scheduler|@r2wc').source,
                  `${sep}widgets${sep}src${sep}(?:define${sep}react-element\\.ts|services${sep})`,
                ].join('|'),
              ),
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
