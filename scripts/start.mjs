#!/usr/bin/env node
// `npm start`: the whole portal on one origin (API server + host), demo data on the embedded database.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';

const serverEntry = 'packages/server/src/server.ts';
if (!existsSync(serverEntry)) {
  console.log('El servidor y el portal aún no existen en este repositorio: `npm start` no tiene nada que iniciar todavía.');
  console.log('(The server and host packages are not built yet; `npm test` already runs every test.)');
  process.exit(1);
}
const child = spawn('npx', ['tsx', serverEntry], { stdio: 'inherit', env: { SEED_DEMO: '1', ...process.env } });
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
