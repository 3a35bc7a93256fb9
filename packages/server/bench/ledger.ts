// `npm run bench -- ledger [filings] [--entries N]`: the tamper-evident ledger (ADRs 0044-0046) on
// PostgreSQL. Goal: a filing ≤ 5 % slower with the ledger; the time to verify 1,000,000 records.
//
// 1. The filing path, two ways: `filings` complaints (default 300), each with a one-page PDF,
//    through the domain's fileComplaint (the transaction of POST /api/queja/: complaint, first
//    version, file record, chained in one append), then as many consumers' requests
//    (POST /api/queja/ through the whole app by Fastify's inject). The ledger's share: after
//    each filing, the same append (its version and its file, handed over as the writers'
//    RETURNING gives them) runs again inside a transaction that is rolled back; plus what that
//    RETURNING adds for the ledger (the rows as JSON), timed once over every filing and divided.
//    Without the ledger = with − share; the overhead is share ÷ without. The goal is read on the
//    request (ADR 0044).
// 2. Verification: a synthetic ledger of `--entries` records (default 1,000,000: notes of one
//    complaint, inserted in bulk and chained by the genesis), a signed tree head over it, then
//    verify-ledger's full walk (chain, every record's content, the head's root and signature).
// It creates its own database on BENCH_ADMIN_URL (or uses DATABASE_URL as it is) and drops it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { canonicalJson, hmacSha256Hex } from '../src/core.js';
import { migrate } from '../src/db/migrate.js';
import { insertUser } from '../src/db/repositories/users.js';
import { openPostgres } from '../src/db/postgres.js';
import { simplePdf } from '../src/domain/complaints/demo-pdf.js';
import { fileComplaint } from '../src/domain/complaints/service.js';
import { readSourceRow, withOneLedgerAppend } from '../src/domain/ledger/append.js';
import { LEDGER_SOURCES } from '../src/domain/ledger/sources.js';
import { backfillLedger } from '../src/domain/ledger/backfill.js';
import { publishTreeHead } from '../src/domain/ledger/heads.js';
import { ledgerSigner } from '../src/domain/ledger/signer.js';
import { verifyLedger } from '../src/domain/ledger/verify.js';
import { createStorage } from '../src/services/storage/create-storage.js';
import { benchDatabase, fmt, machineLine, printTable } from './support/bench-kit.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback;
const positional = args.find((a, i) => /^\d+$/.test(a) && !(i > 0 && args[i - 1]!.startsWith('--')));
const filings = Number(positional ?? 300);
const entries = option('--entries', 1_000_000);
const GOAL_OVERHEAD = 5;

class Rollback extends Error {}

const SIGNING_SECRET = randomBytes(24).toString('hex');
/** The app's periodic jobs, off: none runs in the middle of the measurement. */
const JOBS_OFF = [
  'ENTITY_ACK_JOB_SECONDS',
  'DEADLINE_ALERTS_JOB_SECONDS',
  'EARLY_WARNING_ALERTS_JOB_SECONDS',
  'DAY_COUNTS_JOB_SECONDS',
  'MAIL_OUTBOX_JOB_SECONDS',
  'IDEMPOTENCY_KEYS_JOB_SECONDS',
  'DRAFTS_JOB_SECONDS',
  'LEDGER_HEAD_JOB_SECONDS',
  'SEARCH_RECENT_INDEX_JOB_SECONDS',
];

/** `POST /api/queja/` as the portal sends it: the form's fields and one PDF, signed, with a session. */
function filingRequest(token: string, pdf: Buffer) {
  const fields: Record<string, string> = {
    tipo_entidad: '1',
    entidad_cod: '7',
    departamento_cod: '11',
    municipio_cod: '11001',
    canal_cod: '13',
    producto_cod: '3',
    macro_motivo_cod: '940',
    texto_queja: 'Aparece en mi extracto una compra que no reconozco; pido que se revise.',
  };
  const boundary = `----sfc${randomBytes(8).toString('hex')}`;
  const part = (headers: string) => Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`);
  const payload = Buffer.concat([
    ...Object.entries(fields).flatMap(([name, value]) => [
      part(`Content-Disposition: form-data; name="${name}"`),
      Buffer.from(`${value}\r\n`),
    ]),
    part(
      'Content-Disposition: form-data; name="file-complaint-0"; filename="soporte.pdf"\r\nContent-Type: application/pdf',
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: {
      host: 'bench.local',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-sfc-signature': hmacSha256Hex(SIGNING_SECRET, canonicalJson(fields)),
      authorization: `Bearer ${token}`,
    },
  };
}

const database = await benchDatabase('sfc_bench_ledger');
const db = await openPostgres(database.url);
const dataDir = mkdtempSync(path.join(tmpdir(), 'sfc-bench-ledger-'));
const signer = ledgerSigner(undefined);
try {
  await migrate(db);
  console.log(await machineLine(database.url));
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  const storage = createStorage({ driver: 'local', localRoot: path.join(dataDir, 'uploads') });
  const deps = {
    db,
    storage,
    transport: { sendMail: async () => {}, sendSms: async () => {} },
    now: () => new Date(),
  };
  const pdf = simplePdf(['Documento de prueba', 'Queja de la medición']);
  const values = {
    tipo_entidad: 1,
    entidad_cod: '7',
    codigo_pais: '170',
    departamento_cod: '11',
    municipio_cod: '11001',
    nombres: 'Consumidor de la medición',
    tipo_id_CF: 1,
    numero_id_CF: '1023456789',
    tipo_persona: 1,
    canal_cod: 13,
    producto_cod: 3,
    macro_motivo_cod: 940,
    texto_queja: 'Queja radicada por la medición del registro de integridad.',
    escalamiento_DCF: 2,
    replica: 2,
    desistimiento_queja: 2,
  };
  const file = () => [
    {
      kind: 'complaint' as const,
      name: 'soporte.pdf',
      extension: 'pdf',
      contentType: 'application/pdf',
      data: pdf,
    },
  ];
  /**
   * The ledger's share of the filing of complaint `complaintId` with `fileIds`: its one append
   * (the version and the files, handed over as the writers' RETURNING gives them, read before
   * the clock starts) run again in a transaction that is rolled back.
   */
  const ledgerShare = async (complaintId: number, fileIds: number[]): Promise<number> => {
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM complaint_versions WHERE complaint_id = $1 AND version = 1',
      [complaintId],
    );
    const version = await readSourceRow(db, LEDGER_SOURCES.complaint_versions, rows[0]!.id);
    const fileRows = await Promise.all(
      fileIds.map((id) => readSourceRow(db, LEDGER_SOURCES.stored_files, id)),
    );
    let appended = 0;
    await db
      .transaction(async (tx) => {
        const t1 = process.hrtime.bigint();
        await withOneLedgerAppend(tx, async (ledger) => {
          await ledger.record(tx, 'complaint_versions', rows[0]!.id, { written: version! });
          for (const [k, id] of fileIds.entries())
            await ledger.record(tx, 'stored_files', id, { written: fileRows[k]! });
        });
        appended = Number(process.hrtime.bigint() - t1) / 1e6;
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    return appended;
  };
  const row = (label: string, withLedger: number, share: number) => {
    const without = withLedger - share;
    const overhead = (share / without) * 100;
    return [
      label,
      `${fmt(withLedger, 2)} ms`,
      `${fmt(share, 2)} ms`,
      `${fmt(without, 2)} ms`,
      `${fmt(overhead, 1)} %`,
      `≤ ${GOAL_OVERHEAD} % ${overhead <= GOAL_OVERHEAD ? '✓' : '✗'}`,
    ];
  };

  // Warm-up: plans, connections, the first tree head.
  for (let i = 0; i < 20; i += 1)
    await fileComplaint(deps, values, file(), { userId: null, kind: 'consumer' });
  const loadBefore = load();
  let withLedger = 0;
  let share = 0;
  for (let i = 0; i < filings; i += 1) {
    const t0 = process.hrtime.bigint();
    const { complaint, files } = await fileComplaint(deps, values, file(), {
      userId: null,
      kind: 'consumer',
    });
    withLedger += Number(process.hrtime.bigint() - t0) / 1e6;
    share += await ledgerShare(
      complaint.id,
      files.map((f) => f.id),
    );
  }

  // The same filing as the consumer's request: POST /api/queja/ with the form and the PDF, signed
  // and with a session, through the whole app (Fastify's inject: signature, session, multipart,
  // validation, the transaction, the mail outbox) without the network.
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      SFC_SIGNING_SECRET: SIGNING_SECRET,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SECRETS_KEY: 'bench-secrets-key',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://bench.local',
      ...Object.fromEntries(JOBS_OFF.map((name) => [name, '0'])),
    }),
    { db },
  );
  // A consumer of its own for each request: a consumer may file only so many complaints an hour.
  let consumers = 0;
  const newConsumerToken = async (): Promise<string> => {
    consumers += 1;
    const id = await db.transaction((tx) =>
      insertUser(tx, {
        email: `consumidor.medicion.${consumers}@example.com`,
        passwordHash: null,
        isVerified: true,
        person: {
          firstName: 'María',
          firstLastName: 'Núñez',
          secondLastName: 'Peña',
          identificationType: '1',
          identificationNumber: '1023456789',
          personType: '1',
          gender: '1',
        },
      }),
    );
    return (await app.tokens.issuePair(id)).access;
  };
  const fileRequest = async (): Promise<{ ms: number; id: number; fileIds: number[] }> => {
    const request = filingRequest(await newConsumerToken(), pdf);
    const t0 = process.hrtime.bigint();
    const res = await app.inject({ method: 'POST', url: '/api/queja/', ...request });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (res.statusCode !== 201) throw new Error(`POST /api/queja/ ${res.statusCode}: ${res.body}`);
    const body = res.json<{ id: number }>();
    const { rows } = await db.query<{ id: number }>('SELECT id FROM stored_files WHERE complaint_id = $1', [
      body.id,
    ]);
    return { ms, id: body.id, fileIds: rows.map((r) => r.id) };
  };
  for (let i = 0; i < 20; i += 1) await fileRequest();
  let requestWith = 0;
  let requestShare = 0;
  for (let i = 0; i < filings; i += 1) {
    const filed = await fileRequest();
    requestWith += filed.ms;
    requestShare += await ledgerShare(filed.id, filed.fileIds);
  }
  await app.close();

  // What the writers' `RETURNING to_jsonb(…)` adds for the ledger (the rows as JSON, and the
  // file's complaint code): PostgreSQL rendering each filing's version and file as JSON, sending
  // and parsing them, timed in one statement over every filing (so no round trip of its own;
  // its lookups make it an upper bound) and divided by their number. Added to both shares.
  const filed = await db.query<{ n: number }>('SELECT count(*) AS n FROM complaints');
  const t0 = process.hrtime.bigint();
  await db.query(
    `SELECT (SELECT to_jsonb(v) FROM complaint_versions v WHERE v.complaint_id = c.id AND v.version = 1) AS version,
            (SELECT jsonb_agg(jsonb_build_object('row', to_jsonb(f), 'code', c.codigo_queja))
               FROM stored_files f WHERE f.complaint_id = c.id) AS files
       FROM complaints c`,
  );
  const returned = Number(process.hrtime.bigint() - t0) / 1e6 / Number(filed.rows[0]!.n);

  printTable(
    ['radicación (media)', 'con registro', 'parte del registro', 'sin registro', 'sobrecosto', 'meta'],
    [
      row(
        `POST /api/queja/ con 1 anexo (${fmt(filings)} solicitudes)`,
        requestWith / filings,
        requestShare / filings + returned,
      ),
      [
        ...row(
          `su transacción (${fmt(filings)} fileComplaint)`,
          withLedger / filings,
          share / filings + returned,
        ).slice(0, 5),
        '—',
      ],
    ],
  );
  console.log(
    `parte del registro: su sentencia (repetida y deshecha tras cada radicación) más ${fmt(returned, 3)} ms de las filas en JSON que los escritores le devuelven`,
  );
  console.log(`carga (1, 5, 15 min) antes: ${loadBefore}; después: ${load()}`);

  // Verification of a large ledger.
  const { rows: one } = await db.query<{ id: number }>('SELECT id FROM complaints ORDER BY id LIMIT 1');
  let started = Date.now();
  await db.query(
    `INSERT INTO complaint_notes (complaint_id, text, created_at)
     SELECT $1, 'Nota ' || i, now() - (i || ' seconds')::interval FROM generate_series(1, $2::int) AS i`,
    [one[0]!.id, entries],
  );
  await db.query('VACUUM ANALYZE complaint_notes');
  const inserted = (Date.now() - started) / 1000;
  started = Date.now();
  const chained = await backfillLedger(db);
  const genesis = (Date.now() - started) / 1000;
  started = Date.now();
  const head = await publishTreeHead(db, signer);
  const tree = (Date.now() - started) / 1000;
  await db.query('VACUUM ANALYZE ledger_entries');
  const loadVerify = load();
  started = Date.now();
  const report = await verifyLedger(db, { storage, signer });
  const verify = (Date.now() - started) / 1000;
  printTable(
    ['registro', 'entradas', 'segundos', 'por segundo'],
    [
      ['notas insertadas en bloque', fmt(entries), fmt(inserted, 1), fmt(entries / inserted)],
      ['génesis (encadenar)', fmt(chained), fmt(genesis, 1), fmt(chained / genesis)],
      ['árbol y cabecera firmada', fmt(head.tree_size), fmt(tree, 1), fmt(head.tree_size / tree)],
      ['verify-ledger completo', fmt(report.entries), fmt(verify, 1), fmt(report.entries / verify)],
    ],
  );
  console.log(
    `verificación: ${report.mismatches.length} registros alterados, ${report.headMismatches.length} cabeceras que no coinciden, ` +
      `${report.unchained} sin encadenar; carga antes de verificar: ${loadVerify}; después: ${load()}`,
  );
} finally {
  await db.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
