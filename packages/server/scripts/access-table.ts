// Prints the access policy of every route of the real route table as a Markdown table
// (`npx tsx packages/server/scripts/access-table.ts`), the table docs/security.md keeps: who may
// call each route, which modules staff need, and how its objects are scoped. It builds the app on
// a throwaway PGlite folder, so it needs no server and no PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'sfc-access-table-'));
const app = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ENTITY_ACK_JOB_SECONDS: '0',
    DEADLINE_ALERTS_JOB_SECONDS: '0',
    EARLY_WARNING_ALERTS_JOB_SECONDS: '0',
    DAY_COUNTS_JOB_SECONDS: '0',
  }),
);
try {
  await app.ready();
  const { rows: modules } = await app.db.query<{ id: number; name: string }>('SELECT id, name FROM modules');
  const moduleName = new Map(modules.map((m) => [Number(m.id), m.name]));
  console.log('| route | who may call | staff need one of | objects |');
  console.log('|---|---|---|---|');
  for (const { method, url, access } of app.routePolicies) {
    if (!access) {
      console.log(`| \`${method} ${url}\` | **no policy** | | |`);
      continue;
    }
    const who = access.actors === 'anyone' ? 'anyone' : access.actors.join(', ');
    const needs = (access.modules ?? []).map((id) => `${id} ${moduleName.get(id) ?? ''}`.trim()).join('; ');
    console.log(`| \`${method} ${url}\` | ${who} | ${needs} | ${access.scope} |`);
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
