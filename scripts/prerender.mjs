// The portal's prerender step (part of scripts/build-portal.mjs): the public screens a visitor
// opens first (packages/host/src/app/route-tables/public-routes.ts) rendered to HTML at build time
// with React's `renderToString`, so their first paint does not wait for the application's script;
// the script then hydrates the markup (packages/host/src/app/boot.tsx).
//
// `buildPageRenderer` bundles the render entry for Node (a small Vite SSR build: the layout and the
// public screens only, packages resolved from node_modules), at the same time as the browser
// builds; `prerenderPages` then fills the built `index.html` with each page and writes
// `pages/<name>.html` with its compressed copies, which the server sends for `/<name>`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompressFiles } from './precompress.mjs';
import { productionBuildOptions } from './vite-production.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = path.join(root, 'packages/host');
const ENTRY = path.join(host, 'src/app/prerender/render-page.tsx');

/** Bundles the render entry for Node into `folder`; resolves with the bundle's path. */
export async function buildPageRenderer(folder) {
  const { build } = await import('vite');
  await build({
    configFile: false,
    publicDir: false,
    root: host,
    logLevel: 'warn',
    ...productionBuildOptions('build'),
    build: {
      ssr: ENTRY,
      outDir: folder,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: { output: { entryFileNames: 'render-page.mjs' } },
    },
  });
  return path.join(folder, 'render-page.mjs');
}

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Renders every prerendered path with the bundle at `renderer` into the built portal `outDir`
 * (which holds Vite's `index.html`): `pages/<name>.html` and its `.br`/`.gz` copies.
 */
export async function prerenderPages(outDir, renderer) {
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const { renderPage, PRERENDERED_PATHS } = await import(pathToFileURL(renderer).href);
  const pagesDir = path.join(outDir, 'pages');
  rmSync(pagesDir, { recursive: true, force: true });
  mkdirSync(pagesDir, { recursive: true });
  const files = [];
  for (const page of PRERENDERED_PATHS) {
    const { html, title, styles } = await renderPage(page);
    // The CSP allows inline styles (React style props and the elements need them).
    const sheets = styles.map((css) => `<style data-sfc-prerender>${css}</style>`).join('');
    const file = path.join(pagesDir, `${page.slice(1)}.html`);
    writeFileSync(
      file,
      template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace('</head>', `${sheets}<script src="/hold-early-submits.js"></script></head>`)
        .replace('<div id="root"></div>', `<div id="root">${html}</div>`),
    );
    files.push(file);
  }
  await precompressFiles(files);
  return files.length;
}
