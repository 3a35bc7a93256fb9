#!/usr/bin/env node
// `npm start`: the whole portal on one origin. Builds the host portal with Vite when its build is
// missing or older than its sources, starts the API server (which serves that build next to /api),
// seeds the demo accounts on a database without users, and prints how to sign in.
//
// Environment: the server's (PORT, HOST, DATA_DIR, DATABASE_URL, SFC_SIGNING_SECRET…, see
// packages/server/README.md), plus LOG_LEVEL (default here: warn, so requests are not logged),
// SFC_SKIP_BUILD=1 to serve whatever build exists, and SFC_PORTAL_BUILD_DIR to build the portal
// into (and serve it from, as STATIC_DIR) another folder than packages/host/dist (the start-up
// check of `npm test` starts a fresh clone's `npm start` that way, leaving the developer's build alone).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = path.join(root, 'packages/host');
const portalDir = process.env.SFC_PORTAL_BUILD_DIR
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.SFC_PORTAL_BUILD_DIR)
  : path.join(host, 'dist');
const buildMarker = path.join(portalDir, 'vers.json');
// The elements' library build goes inside the host build (served at /widgets/, /embed-demo).
const widgetsDir = path.join(portalDir, 'widgets');
const widgetsMarker = path.join(widgetsDir, 'embed-demo.html');

// What the host build is made of: its own sources and the workspace packages Vite bundles from source.
const SOURCES = [
  'packages/host/src',
  'packages/host/public',
  'packages/host/index.html',
  'packages/host/vite.config.ts',
  'packages/host/package.json',
  'packages/core/src',
  'packages/widgets/src',
  'packages/widgets/embed-demo',
  'packages/widgets/vite.config.ts',
];
const NOT_BUNDLED = /\.(test|browser\.test|stories)\.[cm]?[jt]sx?$|[\\/]testing[\\/]/;

/** Newest modification time (ms) among the files under `entry`, tests and stories excluded. */
function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return NOT_BUNDLED.test(entry) ? 0 : stats.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** Whether the host must be (re)built: no build yet, or a source changed after it. */
function hostBuildIsStale() {
  if (!existsSync(buildMarker) || !existsSync(widgetsMarker)) return true;
  const built = statSync(buildMarker).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

async function buildHost() {
  const started = Date.now();
  console.log('Compilando el portal (packages/host y packages/widgets) con Vite…');
  const { buildPortal } = await import(pathToFileURL(path.join(root, 'scripts/build-portal.mjs')).href);
  await buildPortal(portalDir);
  console.log(`Portal compilado en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

// The server runs from its pre-built bundle (packages/server/scripts/build-server.mjs), rebuilt
// when a server or core source changed: a second start then takes about a second. It is built
// (esbuild) at the same time as the portal (Vite), not after it.
const { ensureServerBundle, PORTAL_START_BUNDLE } = await import(
  pathToFileURL(path.join(root, 'packages/server/scripts/build-server.mjs')).href
);
// Vite's build sets NODE_ENV=production in this process when the shell set none; the server
// started below must see the caller's (unset: development defaults), not the build's.
const callerNodeEnv = process.env.NODE_ENV;
const portalBuild =
  process.env.SFC_SKIP_BUILD !== '1' && hostBuildIsStale()
    ? buildHost().catch((error) => {
        console.error('No fue posible compilar el portal:', error);
        process.exit(1);
      })
    : Promise.resolve();
const [serverBuilt] = await Promise.all([ensureServerBundle(), portalBuild]);
if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = callerNodeEnv;
if (serverBuilt) console.log('Servidor compilado (packages/server/.build).');
if (process.env.SFC_PORTAL_BUILD_DIR) process.env.STATIC_DIR = portalDir;

process.env.LOG_LEVEL ??= 'warn';
const {
  loadConfig,
  dbTargetFor,
  openDb,
  DEMO_ACCOUNTS,
  STAFF_DEMO_ACCOUNTS,
  seedDemoCommand,
  storageFor,
  buildApp,
} = await import(pathToFileURL(PORTAL_START_BUNDLE).href);

const config = loadConfig();
const db = await openDb(dbTargetFor(config));
const app = await buildApp(config, { db, closeDb: true });

// A database without any user (a fresh DATA_DIR) gets the demo accounts; one in use is left alone.
const users = await db.query('SELECT count(*)::int AS n FROM users');
if (Number(users.rows[0]?.n ?? 0) === 0) {
  // With the app's storage, the demo consumer also gets complaints in several states, with files.
  await seedDemoCommand(db, { storage: storageFor(app), secretBox: app.secretBox });
  console.log('Base de datos vacía: se crearon las cuentas y quejas de demostración.');
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

const address = await app.listen({ port: config.port, host: config.host });
const url = `${config.publicUrl ?? address}/`;
const demo = [];
for (const kind of ['consumer', 'staff']) {
  const { email, password } = DEMO_ACCOUNTS[kind];
  const found = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
  if (found.rows.length > 0)
    demo.push({
      label: kind === 'staff' ? 'Funcionario administrador' : 'Consumidor financiero',
      email,
      password,
    });
}
for (const { label, email, password } of STAFF_DEMO_ACCOUNTS) {
  const found = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
  if (found.rows.length > 0) demo.push({ label: `Funcionario: ${label}`, email, password });
}
const outbox = path.join(config.dataDir, 'outbox');
const lines = [
  '',
  `Portal de quejas SFC listo: ${url}`,
  `  API: ${url}api/ (documento OpenAPI en ${url}api/docs)`,
  `  Base de datos: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`}`,
];
if (demo.length > 0) {
  lines.push('', 'Cuentas de demostración (ingreso en /login):');
  for (const account of demo) {
    lines.push(`  ${account.label.padEnd(40)} ${account.email}  /  ${account.password}`);
  }
}
lines.push(
  '',
  config.smtpUrl
    ? `Los códigos de verificación se envían por correo (SMTP_URL).`
    : `Los códigos de verificación (segundo factor, confirmación del registro, recuperación) no se envían:`,
);
if (!config.smtpUrl) {
  lines.push(
    `  cada correo queda como un archivo en ${outbox}/`,
    `  el código más reciente de una dirección:`,
    `  ls "${outbox}"/*-mail-<correo>.eml | tail -1 | xargs grep -Eo '\\b[0-9]{6}\\b' | tail -1`,
  );
}
if (config.signingSecretIsDefault) {
  lines.push(
    '',
    '*** SFC_SIGNING_SECRET no está definida: se usa la clave de firma de DESARROLLO (pública). ***',
  );
}
lines.push('', 'Ctrl+C para detener.');
console.log(lines.join('\n'));
