// `npm run bench -- api [--seconds N] [--source]`: the API's throughput next to a bare Fastify
// (ADR 0019). Starts a bare Fastify `GET /hello` and our server on PostgreSQL (DATABASE_URL, or a
// database of its own on 127.0.0.1:5432 dropped afterwards), checks each request answers 200,
// then loads each route with autocannon at 100 connections and prints req/s, p50, p99, the
// server's CPU time per request and the ratio to the bare Fastify of the same run, next to the
// goals (the CPU goals hold on an idle machine: a loaded one inflates every figure, ADR 0047).
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoCommand, DEMO_ACCOUNTS } from '../src/cli/commands.js';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { LocalStorage } from '../src/services/storage/index.js';
import { TokenService } from '../src/services/tokens.js';
import {
  benchDatabase,
  expectOk,
  fmt,
  load,
  machineLine,
  printTable,
  processCpuMillis,
  signedGetHeaders,
  startApiServer,
  startBareFastify,
  type LoadResult,
} from './support/bench-kit.js';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 10;
const mode = args.includes('--source') ? 'source' : 'bundle';
// `--profile DIR`: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
const profileDir = args.includes('--profile') ? args[args.indexOf('--profile') + 1] : undefined;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const CONNECTIONS = 100;
const P99_GOAL_MS = 50;

const signingSecret = randomBytes(24).toString('hex');
const jwtSecret = randomBytes(32).toString('hex');
const dataDir = mkdtempSync(join(tmpdir(), 'sfc-bench-api-'));
const database = await benchDatabase('sfc_bench_api');

const stops: (() => Promise<void>)[] = [];
try {
  // The demo consumer with complaints in every state (as `npm run manage -- seed-demo`).
  const db = await openPostgres(database.url);
  let consumerId: number;
  let access: string;
  try {
    await migrate(db);
    await seedDemoCommand(db, { storage: new LocalStorage(join(dataDir, 'uploads')) });
    const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
      DEMO_ACCOUNTS.consumer.email,
    ]);
    consumerId = rows[0]!.id;
    // A token as /api/login/ would issue it (the same key as the server's JWT_SECRET).
    const tokens = new TokenService({ db, secret: jwtSecret, accessTokenMinutes: 60, refreshTokenHours: 1 });
    access = (await tokens.issuePair(consumerId)).access;
  } finally {
    await db.close();
  }

  const bare = await startBareFastify();
  stops.push(bare.stop);
  const api = await startApiServer({
    databaseUrl: database.url,
    dataDir,
    signingSecret,
    jwtSecret,
    mode,
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  stops.push(api.stop);

  const routes = [
    {
      label: 'ours, signed public option list GET /api/department/',
      path: '/api/department/',
      token: undefined,
      goal: 0.6,
      cpuGoal: 20,
    },
    {
      label: 'ours, signed + JWT GET /api/user/{id}/',
      path: `/api/user/${consumerId}/`,
      token: access,
      goal: 0.4,
      cpuGoal: 40,
    },
    {
      label: 'ours, signed + JWT consumer GET /api/queja/',
      path: '/api/queja/',
      token: access,
      goal: 0.25,
      cpuGoal: 150,
    },
  ];
  for (const route of routes) {
    const body = (await expectOk(
      `${api.url}${route.path}`,
      signedGetHeaders(api.url, route.path, signingSecret, route.token),
    )) as Record<string, unknown>;
    if (route.path === '/api/queja/' && !(Number(body.count) > 0))
      throw new Error('El consumidor de demostración no tiene quejas.');
  }
  await expectOk(`${bare.url}/hello`, {});

  const run = async (
    url: string,
    path: string,
    headers: Record<string, string>,
    pid: number | undefined,
  ): Promise<LoadResult & { cpuMicros?: number }> => {
    // A short warm-up (JIT, pool connections, caches) that is not counted.
    await load({ url, connections: CONNECTIONS, durationSeconds: 2, requests: [{ path, headers }] });
    const cpuBefore = processCpuMillis(pid);
    const result = await load({
      url,
      connections: CONNECTIONS,
      durationSeconds: seconds,
      requests: [{ path, headers }],
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(
        `${path}: ${result.non2xx} respuestas no 2xx y ${result.errors} errores de ${result.total}`,
      );
    }
    const cpuAfter = processCpuMillis(pid);
    const cpuMicros =
      cpuBefore === undefined || cpuAfter === undefined || result.total === 0
        ? undefined
        : ((cpuAfter - cpuBefore) * 1000) / result.total;
    return { ...result, cpuMicros };
  };
  const micros = (value: number | undefined) => (value === undefined ? '?' : fmt(value));

  console.log(await machineLine(database.url));
  console.log(
    `Servidor: ${mode === 'source' ? 'fuentes (tsx)' : 'bundle (npm start)'}, ${CONNECTIONS} conexiones, ${seconds} s por ruta.\n`,
  );
  const base = await run(bare.url, '/hello', {}, bare.child.pid);
  const rows: string[][] = [
    [
      'bare Fastify, same version, GET /hello',
      fmt(base.requestsPerSecond),
      `${base.p50}`,
      `${base.p99}`,
      micros(base.cpuMicros),
      '100 %',
      '',
      `p99 ${base.p99 <= P99_GOAL_MS ? '✓' : '✗'}`,
    ],
  ];
  let failed = false;
  for (const route of routes) {
    if (only && !route.path.includes(only)) continue;
    const result = await run(
      api.url,
      route.path,
      signedGetHeaders(api.url, route.path, signingSecret, route.token),
      api.child.pid,
    );
    const ratio = result.requestsPerSecond / base.requestsPerSecond;
    const cpuMet = result.cpuMicros !== undefined && result.cpuMicros <= route.cpuGoal;
    const met = ratio >= route.goal && result.p99 <= P99_GOAL_MS && cpuMet;
    failed ||= !met;
    rows.push([
      route.label,
      fmt(result.requestsPerSecond),
      `${result.p50}`,
      `${result.p99}`,
      micros(result.cpuMicros),
      `${fmt(ratio * 100, 1)} %`,
      `≤ ${route.cpuGoal} µs, ≥ ${route.goal * 100} %, p99 ≤ ${P99_GOAL_MS} ms`,
      met ? 'met' : 'NOT met',
    ]);
  }
  printTable(['route', 'req/s', 'p50 ms', 'p99 ms', 'server CPU µs/req', 'ratio', 'goal', ''], rows);
  if (failed) console.log('\nAlguna meta no se cumple en esta ejecución (ver README, «Rendimiento»).');
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  await database.drop().catch((e: unknown) => console.error(e));
  rmSync(dataDir, { recursive: true, force: true });
}
