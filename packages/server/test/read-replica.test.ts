// A read replica (ADR 0051): a PostgreSQL primary and a streaming standby made from it with
// `pg_basebackup -R`, both started on this machine in temporary folders; the app is built with
// DATABASE_URL on the primary and DATABASE_REPLICA_URL on the standby. With the standby's replay
// paused, a complaint filed on the primary is not in the report (the report reads the replica);
// once replay resumes, it is.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/driver.js';
import { openPostgres } from '../src/db/postgres.js';
import { BANCOLOMBIA, complaintFiledAt, staffWith } from '../src/routes/alerts/alerts-test-kit.js';
import { consumer, type TestAccount } from '../src/routes/complaints/complaint-test-kit.js';
import { signedInject, testConfig, type DriverContext } from './harness.js';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const missing = ['initdb', 'pg_ctl', 'pg_basebackup'].filter((tool) => !existsSync(join(BIN, tool)));
const describeWithBinaries = missing.length > 0 ? describe.skip : describe;
const REPORTS = 16;

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
function run(tool: string, args: string[]): void {
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(BIN, tool), ...args]]
    : [join(BIN, tool), args];
  execFileSync(command, argv, { stdio: 'pipe', timeout: 20_000 });
}

describeWithBinaries(
  `reports read a streaming replica${missing.length > 0 ? ` — skipped: ${missing.join(', ')} not found in ${BIN} (PG_BIN)` : ''}`,
  () => {
    let root: string;
    const started: string[] = [];
    let primary: Db;
    let standby: pg.Client;
    let app: FastifyInstance;
    let analyst: TestAccount;
    let owner: number;
    /** The app's log lines (warnings and errors). */
    const logged: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    });

    beforeAll(async () => {
      root = mkdtempSync(join(tmpdir(), 'sfc-replica-'));
      if (asRoot) {
        const [uid, gid] = ['-u', '-g'].map((flag) =>
          Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()),
        );
        chownSync(root, uid!, gid!);
      }
      const [primaryPort, standbyPort] = [await freePort(), await freePort()];
      const [primaryDir, standbyDir] = [join(root, 'primary'), join(root, 'standby')];
      const start = (dir: string, port: number) => {
        run('pg_ctl', [
          '-D',
          dir,
          '-l',
          join(root, `${port}.log`),
          '-w',
          '-t',
          '20',
          '-o',
          `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB`,
          'start',
        ]);
        started.push(dir);
      };
      // initdb's pg_hba.conf trusts local connections, replication ones included.
      run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
      start(primaryDir, primaryPort);
      run('pg_basebackup', [
        '-h',
        '127.0.0.1',
        '-p',
        String(primaryPort),
        '-U',
        'postgres',
        '-D',
        standbyDir,
        '-R',
        '-X',
        'stream',
        '--checkpoint=fast',
        '--no-sync',
      ]);
      start(standbyDir, standbyPort);

      const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
      // The run's migrated template, copied (seconds), when the suite's PostgreSQL has one;
      // else the app migrates the empty database itself.
      const suitePostgres = inject('postgres');
      if ('template' in suitePostgres) {
        const template = Object.assign(new URL(suitePostgres.adminUrl), {
          pathname: `/${suitePostgres.template}`,
        });
        const dump = execFileSync(
          join(BIN, 'pg_dump'),
          ['--no-owner', '--no-privileges', template.toString()],
          {
            maxBuffer: 512 * 1024 * 1024,
            timeout: 30_000,
          },
        );
        execFileSync(join(BIN, 'psql'), ['-q', '-v', 'ON_ERROR_STOP=1', url(primaryPort)], {
          input: dump,
          stdio: ['pipe', 'pipe', 'pipe'],
          timeout: 30_000,
        });
      }
      primary = await openPostgres(url(primaryPort));
      standby = new pg.Client({ connectionString: url(standbyPort) });
      await standby.connect();
      const config = testConfig(root, {
        databaseUrl: url(primaryPort),
        databaseReplicaUrl: url(standbyPort),
        logLevel: 'warn',
      });
      app = await buildApp(config, { db: primary, logStream });
      // The test kits' context, on the primary.
      const ctx = { driver: 'postgres', db: primary, app, config } as unknown as DriverContext;
      analyst = await staffWith(ctx, [REPORTS]);
      owner = (await consumer(ctx)).id;
      await complaintFiledAt(ctx, owner, BANCOLOMBIA, new Date('2016-02-01T15:00:00Z'));
      await caughtUp();
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await primary?.close();
      await standby?.end().catch(() => undefined);
      for (const dir of started.reverse()) {
        try {
          run('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']);
        } catch {
          // already stopped
        }
      }
      if (root) rmSync(root, { recursive: true, force: true });
    });

    /** Waits until the standby has replayed everything the primary has written so far. */
    async function caughtUp(): Promise<void> {
      const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      const target = rows[0]!.lsn;
      for (let tries = 0; tries < 200; tries += 1) {
        const replayed = await standby.query<{ done: boolean }>(
          'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done',
          [target],
        );
        if (replayed.rows[0]?.done) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the standby did not catch up in 10 s');
    }

    const complaintsOf2016 = async () => {
      const res = await signedInject(app, {
        method: 'POST',
        url: '/api/dashboard/complaints/',
        token: analyst.token,
        body: { fecha_inicio: '2016-01-01', fecha_fin: '2016-12-31' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ total: number }>().total;
    };

    it('answers a report from the replica, and shows a write once the replica has replayed it', async () => {
      const { rows } = await standby.query<{ recovery: boolean }>('SELECT pg_is_in_recovery() AS recovery');
      expect(rows[0]!.recovery).toBe(true);
      expect(await complaintsOf2016()).toBe(1);

      await standby.query('SELECT pg_wal_replay_pause()');
      await complaintFiledAt(
        { db: primary } as unknown as DriverContext,
        owner,
        BANCOLOMBIA,
        new Date('2016-03-01T15:00:00Z'),
      );
      const onPrimary = await primary.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM complaints WHERE fecha_creacion >= '2016-01-01' AND fecha_creacion < '2017-01-01'",
      );
      expect(onPrimary.rows[0]!.n).toBe(2);
      // The replica has not replayed the filing: the report does not show it yet.
      expect(await complaintsOf2016()).toBe(1);

      await standby.query('SELECT pg_wal_replay_resume()');
      await caughtUp();
      expect(await complaintsOf2016()).toBe(2);
    });

    it('answers reports from the primary, and tells the operator, when the replica goes down', async () => {
      await standby.end();
      run('pg_ctl', ['-D', started[1]!, '-m', 'immediate', 'stop']);
      await complaintFiledAt(
        { db: primary } as unknown as DriverContext,
        owner,
        BANCOLOMBIA,
        new Date('2016-04-01T15:00:00Z'),
      );
      // The replica is gone: the report is computed on the primary, with the newest filing.
      expect(await complaintsOf2016()).toBe(3);
      expect(logged.join('')).toContain('read replica unreachable');
    });
  },
);
