// `npm run bench -- ledger [filings] [--entries N]`: the tamper-evident ledger (ADRs 0044-0046) on
// PostgreSQL. Goal: a filing ≤ 5 % slower with the ledger; the time to verify 1,000,000 records.
//
// 1. The filing path: `filings` complaints (default 300), each with a one-page PDF, through the
//    domain's fileComplaint (the transaction the portal's POST /api/queja/ runs: complaint, first
//    version, file record, each chained). After each filing, the ledger's own share is timed:
//    the same appends (its version and its file, handed over as the writers' RETURNING gives
//    them) run again inside a transaction that is rolled back. Without the ledger = with − share;
//    the overhead is share ÷ without.
// 2. Verification: a synthetic ledger of `--entries` records (default 1,000,000: notes of one
//    complaint, inserted in bulk and chained by the genesis), a signed tree head over it, then
//    verify-ledger's full walk (chain, every record's content, the head's root and signature).
// It creates its own database on BENCH_ADMIN_URL (or uses DATABASE_URL as it is) and drops it.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { simplePdf } from '../src/domain/complaints/demo-pdf.js';
import { fileComplaint } from '../src/domain/complaints/service.js';
import { appendToLedger, readSourceRow } from '../src/domain/ledger/append.js';
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
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM complaint_versions WHERE complaint_id = $1 AND version = 1',
      [complaint.id],
    );
    // As the writers hand them over (their RETURNING), read before the clock starts.
    const version = await readSourceRow(db, LEDGER_SOURCES.complaint_versions, rows[0]!.id);
    const fileRows = await Promise.all(
      files.map((f) => readSourceRow(db, LEDGER_SOURCES.stored_files, f.id)),
    );
    let appended = 0;
    await db
      .transaction(async (tx) => {
        const t1 = process.hrtime.bigint();
        await appendToLedger(tx, 'complaint_versions', rows[0]!.id, { written: version! });
        for (const [k, f] of files.entries())
          await appendToLedger(tx, 'stored_files', f.id, { written: fileRows[k]! });
        appended = Number(process.hrtime.bigint() - t1) / 1e6;
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    share += appended;
  }
  const meanWith = withLedger / filings;
  const meanShare = share / filings;
  const meanWithout = meanWith - meanShare;
  const overhead = (meanShare / meanWithout) * 100;
  printTable(
    ['radicación (media)', 'con registro', 'parte del registro', 'sin registro', 'sobrecosto', 'meta'],
    [
      [
        `${fmt(filings)} quejas con 1 anexo`,
        `${fmt(meanWith, 2)} ms`,
        `${fmt(meanShare, 2)} ms`,
        `${fmt(meanWithout, 2)} ms`,
        `${fmt(overhead, 1)} %`,
        `≤ ${GOAL_OVERHEAD} % ${overhead <= GOAL_OVERHEAD ? '✓' : '✗'}`,
      ],
    ],
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
