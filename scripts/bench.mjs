#!/usr/bin/env node
// Benchmarks (`npm run bench -- <name> [args]`): runs packages/server/bench/<name>.ts with tsx.
// Each benchmark prints its figures next to its goal; none runs in `npm test` (scale checks are
// slow by nature). `npm run bench` alone lists them.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'packages/server/bench');
const names = readdirSync(benchDir)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3))
  .sort();
const [name, ...args] = process.argv.slice(2);
if (!name || !names.includes(name)) {
  if (name) console.error(`No hay un benchmark llamado «${name}».`);
  console.log(`Uso: npm run bench -- <nombre> [argumentos]\nBenchmarks: ${names.join(', ') || '(ninguno)'}`);
  process.exit(name ? 1 : 0);
}
const tsx = path.join(root, 'node_modules/.bin/tsx');
if (!existsSync(tsx)) {
  console.error('Falta tsx: ejecute `npm ci` primero.');
  process.exit(1);
}
const child = spawn(tsx, [path.join(benchDir, `${name}.ts`), ...args], { cwd: root, stdio: 'inherit' });
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
