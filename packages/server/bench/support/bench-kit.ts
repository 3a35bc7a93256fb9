// Shared pieces of the server benchmarks: a PostgreSQL database of their own, server processes
// on free ports, signed requests, and autocannon runs summarised next to their goals.
import autocannon from 'autocannon';
import { hmacSha256Hex } from '@sfc/core';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The server package. */
export const SERVER_DIR = path.join(ROOT, 'packages/server');

/** The local PostgreSQL server (TOOLCHAIN.md "Services on this machine"). */
export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database URL: DATABASE_URL when given (kept), else a new database (dropped by `drop`). */
export async function benchDatabase(
  prefix: string,
): Promise<{ url: string; created: boolean; drop: () => Promise<void> }> {
  if (process.env.DATABASE_URL)
    return { url: process.env.DATABASE_URL, created: false, drop: async () => {} };
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    created: true,
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Runs one statement as the administrator (database creation and removal). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** A child process that answers HTTP on `url` once started. */
export interface Started {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `command args` and waits until `url + probePath` answers (any status). */
export async function startProcess(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; port: number; probePath?: string; timeoutMs?: number },
): Promise<Started> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Logs go to a pipe, as behind a log collector; the benchmark reads and drops them.
  let stderr = '';
  child.stdout?.on('data', () => undefined);
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} terminó (${child.exitCode}): ${stderr}`);
    try {
      await fetch(`${url}${options.probePath ?? '/'}`);
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`${command} no respondió a tiempo: ${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** A bare Fastify (the repository's version) answering `GET /hello` with `{"hello":"world"}`. */
export async function startBareFastify(): Promise<Started> {
  const port = await freePort();
  const script = `
    import Fastify from 'fastify';
    const app = Fastify({ logger: false });
    app.get('/hello', async () => ({ hello: 'world' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  return startProcess(process.execPath, ['--input-type=module', '-e', script], { port, probePath: '/hello' });
}

/** Settings of the server process under test. */
export interface ServerSettings {
  databaseUrl: string;
  dataDir: string;
  signingSecret: string;
  jwtSecret: string;
  /** `source` runs src/server.ts with tsx; `bundle` (default) the esbuild bundle `npm start` runs. */
  mode?: 'bundle' | 'source';
  env?: NodeJS.ProcessEnv;
  /** Extra Node options of the bundle's process (`--cpu-prof`). */
  nodeArgs?: string[];
}

/** Starts the API server on a free port, PUBLIC_URL set to its own address (the signing base). */
export async function startApiServer(settings: ServerSettings): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: settings.databaseUrl,
    DATA_DIR: settings.dataDir,
    SFC_SIGNING_SECRET: settings.signingSecret,
    JWT_SECRET: settings.jwtSecret,
    SECRETS_KEY: settings.jwtSecret,
    STATIC_DIR: 'off',
    ORPHAN_SWEEP_MINUTES: '0',
    NODE_ENV: 'production',
    ...settings.env,
  };
  const [command, args] =
    settings.mode === 'source'
      ? [path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(SERVER_DIR, 'src/server.ts')]]
      : [process.execPath, [...(settings.nodeArgs ?? []), path.join(SERVER_DIR, 'scripts/start-server.mjs')]];
  return startProcess(command, args, { env, port, probePath: '/healthz' });
}

/** Headers of a signed GET: the HMAC of the absolute URL, and the Bearer token if any. */
export function signedGetHeaders(base: string, pathAndQuery: string, secret: string, token?: string) {
  const headers: Record<string, string> = {
    'x-sfc-signature': hmacSha256Hex(secret, `${base}${pathAndQuery}`),
    'accept-encoding': 'gzip, br',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** Fails loudly unless a signed request answers 200: a benchmark of 4xx answers measures nothing. */
export async function expectOk(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url} respondió ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

/** What one load run measured. */
export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

/** Loads `url` with autocannon; several `requests` are sent round-robin. */
export async function load(options: {
  url: string;
  connections: number;
  durationSeconds: number;
  requests: { path: string; headers: Record<string, string> }[];
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: options.requests.map((r) => ({ method: 'GET', path: r.path, headers: r.headers })),
  });
  const latency = result.latency as unknown as Record<string, number>;
  return {
    requestsPerSecond: result.requests.average,
    p50: latency.p50 ?? result.latency.average,
    p99: latency.p99 ?? NaN,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/** One line of the machine the figures come from. */
export async function machineLine(databaseUrl?: string): Promise<string> {
  let postgres = '';
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version') AS v");
      postgres = `, PostgreSQL ${rows[0]?.v ?? '?'}`;
    } finally {
      await client.end();
    }
  }
  const cpu = cpus()[0]?.model ?? 'CPU';
  return `Máquina: ${availableParallelism()} núcleos (${cpu.trim()}), Node ${process.versions.node}${postgres}; carga media ${(
    await import('node:os')
  )
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`;
}

/** Prints rows as an aligned table. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
}

/** A number with thousands separators. */
export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); undefined
 * elsewhere. Divided by the requests served, it is a per-request cost that does not depend on
 * how busy the machine is, unlike requests per second.
 */
export function processCpuMillis(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/**
 * `--split-cores`: the API server's process on the first core and the local PostgreSQL server's
 * processes (the postmaster, so its new backends too) on the others, for the length of a run, as
 * when the database has a machine of its own; left to the scheduler on two shared cores, each
 * answer the database sends wakes a backend that preempts the API's one thread on its core (ADR
 * 0027). Needs `taskset` (util-linux), two cores or more and PostgreSQL on this machine. Returns
 * what undoes it.
 */
export async function splitCores(serverPid: number): Promise<{ describe: string; undo: () => void }> {
  const cores = availableParallelism();
  if (cores < 2) throw new Error('--split-cores necesita al menos dos núcleos.');
  const all = `0-${cores - 1}`;
  const database = `1-${cores - 1}`;
  const pin = (pid: string | number, list: string) =>
    spawnSync('taskset', ['-a', '-p', '-c', list, String(pid)], { stdio: 'ignore' }).status === 0;
  const postgresPids = () =>
    spawnSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter((line) => line.trim() !== '');
  const pids = postgresPids();
  if (pids.length === 0) throw new Error('--split-cores: no hay procesos de PostgreSQL en esta máquina.');
  if (!pin(serverPid, '0')) throw new Error('--split-cores: taskset no pudo fijar el servidor de la API.');
  for (const pid of pids) pin(pid, database);
  const undo = () => {
    for (const pid of postgresPids()) pin(pid, all);
  };
  // Interrupted (Ctrl-C), the run's `finally` does not run: PostgreSQL gets all its cores back here.
  process.once('SIGINT', () => {
    undo();
    process.exit(130);
  });
  return {
    describe: `servidor de la API en el núcleo 0, PostgreSQL en ${cores === 2 ? 'el 1' : `los ${database}`}`,
    undo,
  };
}
