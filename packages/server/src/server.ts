import { loadConfig } from './config.js';
import { dbTargetFor, openDb } from './db/driver.js';

// Starts the API server: everything else lives in buildApp so tests never need a port.
const started = Date.now();
const config = loadConfig();
// Open the database while the app's modules load: both wait on disk, so they overlap.
const opening = openDb(dbTargetFor(config));
opening.catch(() => undefined);
const { buildApp } = await import('./app.js');
const app = await buildApp(config, { db: await opening, closeDb: true });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

const address = await app.listen({ port: config.port, host: config.host });
const lines = [
  `Servidor API escuchando en ${address} (${config.publicUrl ?? 'PUBLIC_URL sin definir: los enlaces de paginación son relativos'})`,
  `Base de datos: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`}`,
  `Documento OpenAPI: ${address}/api/docs`,
];
if (config.signingSecretIsDefault) {
  lines.push(
    '*** ATENCIÓN: SFC_SIGNING_SECRET no está definida; se usa la clave de firma de DESARROLLO (pública). ***',
    '*** No la use en producción: defina SFC_SIGNING_SECRET.                                             ***',
  );
}
if (config.ledgerSigningKey === undefined) {
  lines.push(
    '*** ATENCIÓN: LEDGER_SIGNING_KEY no está definida; las cabeceras del registro se firman con la clave de DESARROLLO (pública). ***',
  );
}
if (config.jwtSecretSource === 'data-dir') {
  lines.push(
    'JWT_SECRET sin definir: se usa una clave generada y guardada en DATA_DIR (solo para desarrollo).',
  );
}
lines.push(`Listo en ${Date.now() - started} ms.`);
console.log(lines.join('\n'));
