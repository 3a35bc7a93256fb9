import { canonicalJson, hmacSha256Hex } from '@sfc/core';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../src/db/driver.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { insertUser } from '../src/db/repositories/users.js';
import { simplePdf } from '../src/domain/complaints/demo-pdf.js';
import { TokenService } from '../src/services/tokens.js';
import { freshPostgresDatabase, TEST_HOST, TEST_PORTAL_SECRET } from './harness.js';
import { httpInject, startServer, type ServerProcess } from './server-process.js';

// kill -9 of the server at random moments while three clients file complaints with two files
// each, then a restart: no acknowledged complaint lost, no complaint without its files or its
// confirmation mail, no duplicate code, and after the orphan sweep no file that no complaint
// owns. On both drivers.

const KILLS = 3;
const CLIENTS = 3;
const HOUR = 60 * 60_000;
// A consumer may file 30 complaints an hour; each consumer here makes fewer attempts than that
// (an attempt cut by a kill still counts), and a client moves on to a fresh consumer after them.
const ATTEMPTS_PER_CONSUMER = 25;
const CONSUMERS = 60;

interface Acknowledged {
  id: number;
  codigo_queja: string;
  sha256: string[];
}

/** Every file under `root`, as storage keys. */
function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'));
  } catch {
    return [];
  }
}

/** The portal's complaint form with two PDFs, signed over its text fields. */
function filing(
  token: string,
  n: number,
): { headers: Record<string, string>; payload: Buffer; files: Buffer[] } {
  const fields: [string, string][] = [
    ['tipo_entidad', '1'],
    ['entidad_cod', '7'],
    ['departamento_cod', '11'],
    ['municipio_cod', '11001'],
    ['canal_cod', '13'],
    ['producto_cod', '3'],
    ['macro_motivo_cod', '940'],
    [
      'texto_queja',
      `Queja número ${n}: me cobraron dos veces la cuota de manejo.\n\nPido la devolución; adjunto extractos.`,
    ],
  ];
  const files = [
    simplePdf(['Extracto', `${n}-a`, randomBytes(4).toString('hex')]),
    simplePdf(['Extracto', `${n}-b`]),
  ];
  const boundary = `----crash${randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  files.forEach((data, i) =>
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file-complaint-${i}"; filename="extracto ${i + 1}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    ),
  );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: {
      host: TEST_HOST,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
      'x-sfc-signature': hmacSha256Hex(TEST_PORTAL_SECRET, canonicalJson(Object.fromEntries(fields))),
    },
    payload: Buffer.concat(chunks),
    files,
  };
}

/** Consumers with access tokens, created in `db` before any server runs (PGlite is one process). */
async function consumers(db: Db, jwtSecret: string): Promise<string[]> {
  const tokens = new TokenService({ db, secret: jwtSecret, accessTokenMinutes: 60, refreshTokenHours: 12 });
  const result: string[] = [];
  for (let i = 0; i < CONSUMERS; i++) {
    const id = await db.transaction((tx) =>
      insertUser(tx, {
        email: `choque-${i}-${randomBytes(3).toString('hex')}@example.com`,
        passwordHash: null,
        isVerified: true,
        person: {
          firstName: 'Íñigo',
          firstLastName: 'Peña',
          secondLastName: 'Muñoz',
          identificationType: '1',
          identificationNumber: `791234${String(i).padStart(3, '0')}`,
          personType: '1',
          gender: '1',
        },
      }),
    );
    result.push((await tokens.issuePair(id)).access);
  }
  return result;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the clients against `server` until it dies; returns what it acknowledged (201). */
async function fileUntilKilled(
  server: ServerProcess,
  pool: string[],
  counter: { n: number },
): Promise<Acknowledged[]> {
  const send = httpInject(server.port);
  const acknowledged: Acknowledged[] = [];
  let alive = true;
  let failure: Error | undefined;
  const client = async () => {
    let token: string | undefined;
    let attempts = 0;
    while (alive) {
      if (!token || attempts === ATTEMPTS_PER_CONSUMER) {
        token = pool.shift();
        attempts = 0;
        if (!token) return;
      }
      attempts++;
      const request = filing(token, ++counter.n);
      try {
        const response = await send({ method: 'POST', url: '/api/queja/', ...request });
        if (response.statusCode === 201) {
          const body = response.json();
          acknowledged.push({
            id: body.id,
            codigo_queja: body.codigo_queja,
            sha256: request.files.map((f) => createHash('sha256').update(f).digest('hex')).sort(),
          });
        } else {
          // A valid filing is acknowledged; anything else (a 5xx above all) fails the test.
          throw new Error(`filing answered ${response.statusCode}: ${response.body}`);
        }
      } catch (error) {
        if (alive && !/ECONNRESET|ECONNREFUSED|socket hang up/.test(String(error))) {
          failure ??= error as Error;
          return;
        }
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, () => client());
  // Once filings go through, kill at a random moment (mid-upload, mid-write, mid-transaction...).
  const deadline = Date.now() + 120_000;
  while (acknowledged.length === 0 && !failure && Date.now() < deadline) await pause(50);
  await pause(randomInt(100, 1500));
  await server.kill();
  alive = false;
  await Promise.all(clients);
  if (failure) throw failure;
  return acknowledged;
}

interface Target {
  driver: 'pglite' | 'postgres';
  dataDir: string;
  env: Record<string, string>;
  open: () => Promise<Db>;
  cleanup: () => Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sfc-crash-'));
  cpSync(inject('pgliteTemplate'), join(dataDir, 'pgdata'), { recursive: true });
  return {
    driver: 'pglite',
    dataDir,
    env: { DATA_DIR: dataDir },
    open: () => openPglite(join(dataDir, 'pgdata'), { initdbCache: null }),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  const database = await freshPostgresDatabase();
  return {
    driver: 'postgres',
    dataDir: database.dataDir,
    env: { DATA_DIR: database.dataDir, DATABASE_URL: database.url },
    open: () => openPostgres(database.url),
    cleanup: () => database.cleanup(),
  };
}

function crashSuite(driver: 'pglite' | 'postgres', makeTarget: () => Promise<Target>) {
  let target: Target | undefined;
  afterAll(async () => target?.cleanup());

  it(`${KILLS} kills -9 while ${CLIENTS} clients file complaints with two files each [${driver}]`, async () => {
    target = await makeTarget();
    const jwtSecret = randomBytes(32).toString('hex');
    const env = {
      ...target.env,
      JWT_SECRET: jwtSecret,
      SFC_SIGNING_SECRET: TEST_PORTAL_SECRET,
      SECRETS_KEY: 'test-secrets-key',
      // No sweep while killing: the final start below does it.
      ORPHAN_SWEEP_MINUTES: '0',
    };
    const setup = await target.open();
    const tokens = await consumers(setup, jwtSecret);
    await setup.close();

    const acknowledged: Acknowledged[] = [];
    const counter = { n: 0 };
    for (let kill = 0; kill < KILLS; kill++) {
      const server = await startServer(env);
      acknowledged.push(...(await fileUntilKilled(server, tokens, counter)));
    }
    expect(acknowledged.length).toBeGreaterThan(0);

    // Time passes beyond the safe age; the next start sweeps (and waits for it before closing).
    const uploads = join(target.dataDir, 'uploads');
    const old = new Date(Date.now() - 2 * HOUR);
    for (const key of filesUnder(uploads)) utimesSync(join(uploads, key), old, old);
    const last = await startServer({ ...env, ORPHAN_SWEEP_MINUTES: '60' });
    await last.stop();

    const db = await target.open();
    try {
      const complaints = await db.query<{ id: number; codigo_queja: string }>(
        'SELECT id, codigo_queja FROM complaints',
      );
      const files = await db.query<{
        complaint_id: number;
        storage_key: string;
        sha256: string;
        size_bytes: string;
      }>('SELECT complaint_id, storage_key, sha256, size_bytes FROM stored_files');
      const byComplaint = new Map<number, { storage_key: string; sha256: string; size_bytes: string }[]>();
      for (const file of files.rows)
        byComplaint.set(file.complaint_id, [...(byComplaint.get(file.complaint_id) ?? []), file]);

      // Every acknowledged complaint is there, with both files, byte for byte.
      const present = new Map(complaints.rows.map((c) => [c.id, c.codigo_queja]));
      for (const ack of acknowledged) {
        expect(present.get(ack.id), ack.codigo_queja).toBe(ack.codigo_queja);
        expect((byComplaint.get(ack.id) ?? []).map((f) => f.sha256).sort()).toEqual(ack.sha256);
      }
      // No complaint without its files, and every recorded file is on disk, intact.
      for (const complaint of complaints.rows) {
        const own = byComplaint.get(complaint.id) ?? [];
        expect(own, complaint.codigo_queja).toHaveLength(2);
        for (const file of own) {
          const bytes = readFileSync(join(uploads, file.storage_key));
          expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
          expect(statSync(join(uploads, file.storage_key)).size).toBe(Number(file.size_bytes));
        }
      }
      // No file that no complaint owns, and no code twice.
      expect(filesUnder(uploads).sort()).toEqual(files.rows.map((f) => f.storage_key).sort());
      expect(new Set(complaints.rows.map((c) => c.codigo_queja)).size).toBe(complaints.rows.length);
      // Every complaint has its one confirmation mail, written in its filing's transaction (sent or
      // still waiting in the outbox); a filing that did not commit left none.
      const mails = await db.query<{ text: string }>("SELECT message->>'text' AS text FROM mail_outbox");
      for (const complaint of complaints.rows) {
        const naming = new RegExp(`(^|[^0-9A-Za-z-])${complaint.codigo_queja}($|[^0-9A-Za-z-])`);
        expect(
          mails.rows.filter((m) => naming.test(m.text)),
          complaint.codigo_queja,
        ).toHaveLength(1);
      }
      expect(mails.rows).toHaveLength(complaints.rows.length);
      console.log(
        `crash [${driver}]: ${KILLS} kills, ${acknowledged.length} acknowledged, ${complaints.rows.length} complaints, ${counter.n} attempts`,
      );
    } finally {
      await db.close();
    }
  }, 600_000);
}

describe('complaint filings survive kill -9', () => {
  crashSuite('pglite', pgliteTarget);
  const postgres = inject('postgres');
  if ('skipReason' in postgres) it.skip(`[postgres] — skipped: ${postgres.skipReason}`, () => undefined);
  else crashSuite('postgres', postgresTarget);
});
