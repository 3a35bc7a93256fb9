// `npm run bench -- scale [--seconds N] [--connections N] [--only TEXT] [--profile DIR] [--split-cores]`: the API on 1,000,000 complaints
// (ADRs 0019, 0020). Needs the database `npm run bench -- seed-scale` loads (DATABASE_URL, or
// `sfc_scale` on 127.0.0.1:5432). Starts the server on it and prints p50/p95/p99 at 50 clients
// of the entity's and the consumer's complaint lists, each dashboard report over one year, the
// staff lists and the search, then search and the management queue with three filters at 20
// clients, next to the goals, with the CPU time the API process and this database's PostgreSQL
// backends spent per request. `--split-cores` runs the API server on one core and the
// local PostgreSQL on the others (as with a database machine of its own, ADR 0027).
import { canonicalJson, hmacSha256Hex } from '@sfc/core';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../src/cli/commands.js';
import { openPostgres, poolSize } from '../src/db/postgres.js';
import { createEntityClient } from '../src/services/entity-clients.js';
import { SecretBox } from '../src/services/secret-box.js';
import { TokenService } from '../src/services/tokens.js';
import {
  ADMIN_URL,
  fmt,
  machineLine,
  printTable,
  processCpuMillis,
  splitCores,
  startApiServer,
} from './support/bench-kit.js';
import { measure, once, type BenchRequest } from './support/latency.js';
import { SCALE } from './support/scale-data.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback;
const seconds = option('--seconds', 8);
const connections = option('--connections', 50);

const url =
  process.env.DATABASE_URL ??
  Object.assign(new URL(ADMIN_URL), { pathname: `/${SCALE.database}` }).toString();
const signingSecret = randomBytes(24).toString('hex');
const jwtSecret = randomBytes(32).toString('hex');
const dataDir = mkdtempSync(join(tmpdir(), 'sfc-bench-scale-'));

const db = await openPostgres(url);
let complaints: number;
let consumerId: number;
let staffId: number;
let entity: { userId: number; signingSecret: string };
let entityCompanyId: number;
try {
  complaints = Number(
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM complaints')).rows[0]!.n,
  );
  if (complaints < 1000)
    throw new Error('La base no tiene quejas: ejecute antes `npm run bench -- seed-scale`.');
  consumerId = (
    await db.query<{ id: number }>(
      'SELECT owner_user_id AS id FROM complaints WHERE owner_user_id IS NOT NULL ORDER BY id LIMIT 1',
    )
  ).rows[0]!.id;
  staffId = (
    await db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
      DEMO_ACCOUNTS.staff.email,
    ])
  ).rows[0]!.id;
  entityCompanyId = (
    await db.query<{ id: number }>(
      'SELECT id FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2',
      [SCALE.entity.tipo_entidad, SCALE.entity.entidad_cod],
    )
  ).rows[0]!.id;
  // A new API account for the entity each run (its secret is sealed with this run's key).
  await db.query(
    'DELETE FROM users u USING entity_clients c WHERE c.user_id = u.id AND c.tipo_entidad = $1 AND c.entidad_cod = $2',
    [SCALE.entity.tipo_entidad, SCALE.entity.entidad_cod],
  );
  entity = await createEntityClient(db, new SecretBox(jwtSecret), SCALE.entity);
} finally {
  await db.close();
}

const tokenDb = await openPostgres(url);
const tokens = new TokenService({
  db: tokenDb,
  secret: jwtSecret,
  accessTokenMinutes: 120,
  refreshTokenHours: 1,
});
const consumerToken = (await tokens.issuePair(consumerId)).access;
const staffToken = (await tokens.issuePair(staffId)).access;
const entityToken = (await tokens.issuePair(entity.userId)).access;
await tokenDb.close();

// The per-entity rate limit (120 a minute by default) is a product rule, not a cost: off here,
// or the entity's rows would measure 429 answers.
const api = await startApiServer({
  databaseUrl: url,
  dataDir,
  signingSecret,
  jwtSecret,
  env: { ENTITY_RATE_LIMIT: '0' },
  // `--profile DIR`: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
  nodeArgs: args.includes('--profile')
    ? ['--cpu-prof', `--cpu-prof-dir=${args[args.indexOf('--profile') + 1]}`]
    : [],
});
const cores = args.includes('--split-cores') ? await splitCores(api.child.pid!) : null;
const get = (path: string, token: string, secret = signingSecret): BenchRequest => ({
  method: 'GET',
  path,
  headers: {
    'x-sfc-signature': hmacSha256Hex(secret, `${api.url}${path}`),
    authorization: `Bearer ${token}`,
    'accept-encoding': 'gzip, br',
  },
});
const post = (path: string, token: string, body: unknown): BenchRequest => ({
  method: 'POST',
  path,
  body: JSON.stringify(body),
  headers: {
    'x-sfc-signature': hmacSha256Hex(signingSecret, canonicalJson(body)),
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'accept-encoding': 'gzip, br',
  },
});

const bogotaDay = (d: Date) => new Date(d.getTime() - 5 * 3600_000).toISOString().slice(0, 10);
const today = bogotaDay(new Date());
const yearAgo = bogotaDay(new Date(Date.now() - 365 * 86400_000));
const threeFilters = JSON.stringify([
  { column: 'entidad', operator: 'equals', value: entityCompanyId },
  { column: 'estado_cod', operator: 'in', value: [2, 4] },
  { column: 'fecha_creacion', operator: 'between', value: [yearAgo, today] },
]);

const watcher = await openPostgres(url);
try {
  // The server builds the search's recent text index at its start when the database has none
  // (ADR 0060); the search rows measure the portal as it runs, with it (unless its job is off).
  for (let waited = 0; process.env.SEARCH_RECENT_INDEX_JOB_SECONDS !== '0'; waited += 500) {
    const { rows } = await watcher.query<{ due: boolean }>(
      `SELECT NOT EXISTS (SELECT 1 FROM complaint_recent_text_index)
              AND (SELECT max(id) FROM complaints) > 200000 AS due`,
    );
    if (!rows[0]!.due) break;
    if (waited >= 180_000)
      throw new Error('El servidor no construyó el índice de texto reciente en 3 minutos.');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const first = await once(api.url, get('/api/queja/', entityToken, entity.signingSecret));
  if (first.status !== 200)
    throw new Error(`GET /api/queja/ (entidad) respondió ${first.status}: ${first.body.slice(0, 300)}`);
  const entityPages = (JSON.parse(first.body) as { pages: number }).pages;
  const deepPage = Math.max(1, entityPages - 1);
  // The deep page as a client walking the list reaches it: the previous page's `next` link.
  const previousPage = await once(
    api.url,
    get(`/api/queja/?page=${Math.max(1, deepPage - 1)}`, entityToken, entity.signingSecret),
  );
  const deepNext = (JSON.parse(previousPage.body) as { next: string | null }).next;
  const deepNextPath = deepNext === null ? null : deepNext.slice(api.url.length);

  type Row = {
    label: string;
    requests: BenchRequest[];
    goal: { p: 'p95' | 'p99'; ms: number };
    clients?: number;
  };
  const listGoal = { p: 'p99', ms: 40 } as const;
  const reportGoal = { p: 'p99', ms: 1000 } as const;
  const searchGoal = { p: 'p95', ms: 50 } as const;
  const rows: Row[] = [
    {
      label: 'entity GET /api/queja/ (page 1)',
      requests: [get('/api/queja/', entityToken, entity.signingSecret)],
      goal: listGoal,
    },
    {
      label: `entity GET /api/queja/?page=${deepPage} (of ${entityPages})`,
      requests: [get(`/api/queja/?page=${deepPage}`, entityToken, entity.signingSecret)],
      goal: listGoal,
    },
    ...(deepNextPath === null
      ? []
      : [
          {
            label: `entity GET /api/queja/?page=${deepPage}&cursor=… (the next link of page ${deepPage - 1})`,
            requests: [get(deepNextPath, entityToken, entity.signingSecret)],
            goal: listGoal,
          },
        ]),
    { label: 'consumer GET /api/queja/', requests: [get('/api/queja/', consumerToken)], goal: listGoal },
    {
      label: 'report POST /api/dashboard/complaints/ (1 year)',
      requests: [post('/api/dashboard/complaints/', staffToken, { fecha_inicio: yearAgo, fecha_fin: today })],
      goal: reportGoal,
    },
    {
      label: 'report POST /api/dashboard/volumetry/ (1 year)',
      requests: [post('/api/dashboard/volumetry/', staffToken, { fecha_inicio: yearAgo, fecha_fin: today })],
      goal: reportGoal,
    },
    {
      label: 'staff GET /api/complaint_management/ (no filter)',
      requests: [get('/api/complaint_management/', staffToken)],
      goal: listGoal,
    },
    {
      label: 'staff GET /api/complaint_management/ (3 filters)',
      requests: [get(`/api/complaint_management/?filters=${encodeURIComponent(threeFilters)}`, staffToken)],
      goal: listGoal,
    },
    {
      label: 'staff GET /api/usersmanagement/',
      requests: [get('/api/usersmanagement/', staffToken)],
      goal: listGoal,
    },
    {
      label: 'staff GET /api/company_list/',
      requests: [get('/api/company_list/', staffToken)],
      goal: listGoal,
    },
    {
      label: 'search POST /api/dashboard/complaint_search/',
      requests: ['credito cobro', 'fraude suplantacion', 'reporte centrales', 'cuota de manejo'].map((text) =>
        post('/api/dashboard/complaint_search/', staffToken, { text }),
      ),
      goal: searchGoal,
    },
    // 20 concurrent clients (`--only "20 clients"`).
    {
      label: 'search (20 clients)',
      requests: ['credito cobro', 'fraude suplantacion', 'reporte centrales', 'cuota de manejo'].map((text) =>
        post('/api/dashboard/complaint_search/', staffToken, { text }),
      ),
      goal: searchGoal,
      clients: 20,
    },
    {
      // Words no seeded complaint has: the search must not read every complaint to find none.
      label: 'search, rare words (20 clients)',
      requests: ['hipoteca', 'criptomoneda'].map((text) =>
        post('/api/dashboard/complaint_search/', staffToken, { text }),
      ),
      goal: searchGoal,
      clients: 20,
    },
    {
      // Common words seldom together (0.3 % and 0.7 % of complaints): past the newest complaints.
      label: 'search, words seldom together (20 clients)',
      requests: ['juan perez', 'hipotecario reembolso'].map((text) =>
        post('/api/dashboard/complaint_search/', staffToken, { text }),
      ),
      goal: searchGoal,
      clients: 20,
    },
    {
      label: 'management, 3 filters (20 clients)',
      requests: [get(`/api/complaint_management/?filters=${encodeURIComponent(threeFilters)}`, staffToken)],
      goal: { p: 'p95', ms: 40 },
      clients: 20,
    },
  ];
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1]! : undefined;

  // CPU per request of the API process and of PostgreSQL's backends serving this database (from
  // /proc): unlike latency at 50 clients, it hardly depends on what else the machine is running.
  const backendPids = async () =>
    (
      await watcher.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
    ).rows.map((r) => Number(r.pid));
  const cpuNow = async () => {
    const backends = new Map<number, number>();
    for (const pid of await backendPids()) backends.set(pid, processCpuMillis(pid) ?? 0);
    return { server: processCpuMillis(api.child.pid) ?? NaN, backends };
  };
  const perRequestMicros = (ms: number, requests: number) =>
    Number.isFinite(ms) && requests > 0 ? fmt((ms * 1000) / requests) : '?';

  console.log(await machineLine(url));
  console.log(
    cores ? `Núcleos: ${cores.describe} (--split-cores).` : 'Núcleos: compartidos (sin --split-cores).',
  );
  console.log(`Conexiones del servidor a PostgreSQL: ${poolSize()} (PG_POOL_MAX).`);
  console.log(
    `${fmt(complaints)} quejas; ${connections} clientes (salvo indicación), ${seconds} s por fila.\n`,
  );
  const table: string[][] = [];
  for (const row of rows) {
    if (only && !row.label.includes(only)) continue;
    for (const request of row.requests) {
      const answer = await once(api.url, request);
      if (answer.status !== 200)
        throw new Error(`${row.label}: ${answer.status} ${answer.body.slice(0, 300)}`);
    }
    const clients = row.clients ?? connections;
    await measure(api.url, row.requests, clients, 3); // warm-up (JIT, every pool connection's caches and prepared statements), not counted
    const before = await cpuNow();
    const r = await measure(api.url, row.requests, clients, seconds);
    const after = await cpuNow();
    // A backend that started during the run counts from zero.
    let database = 0;
    for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
    const value = r[row.goal.p];
    table.push([
      row.label,
      String(clients),
      fmt(r.requestsPerSecond, 1),
      fmt(r.p50, 1),
      fmt(r.p95, 1),
      fmt(r.p99, 1),
      perRequestMicros(after.server - before.server, r.count),
      perRequestMicros(database, r.count),
      `${row.goal.p} ≤ ${fmt(row.goal.ms)} ms`,
      r.failures > 0 ? `${r.failures} errores: ${r.firstFailure}` : value <= row.goal.ms ? 'met' : 'NOT met',
    ]);
  }
  printTable(
    [
      'request',
      'clients',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'API CPU µs/req',
      'PostgreSQL CPU µs/req',
      'goal',
      '',
    ],
    table,
  );
} finally {
  await watcher.close();
  cores?.undo();
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
