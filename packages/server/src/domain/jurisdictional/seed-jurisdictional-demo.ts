import { createHash } from 'node:crypto';
import type { Db } from '../../db/driver.js';
import { newStorageKey, type StorageDriver } from '../../services/storage/storage-driver.js';
import { simplePdf } from '../complaints/demo-pdf.js';
import { seedRatesDemo } from '../rates/seed-rates.js';
import { ANNEX_STATUS, SOLICITUDE_STATUS } from './prevalidation.js';
import { recordEvent, refreshProposal } from './requests.js';
import { seedDemoSmmlv } from './seed-demo-smmlv.js';

/**
 * Demo data of the jurisdictional screens (development only): jurisdictional requests in every status with their
 * annexes (small PDFs in storage), a few classified complaints, and the demo rates. Idempotent:
 * nothing is done when requests exist already.
 */

interface DemoRequest {
  type: 'demanda' | 'conciliacion';
  entity: string;
  claimant: [name: string, idType: string, idNumber: string, email: string];
  attorney?: [name: string, card: string];
  facts: string;
  claim: string;
  amount: number;
  filedOn: string;
  status: number;
  analysis?: number;
  annexes: [kind: string, status: number][];
}

const R = ANNEX_STATUS;
const S = SOLICITUDE_STATUS;

/** Annexes of `kinds`, all in `status`. */
const annexesIn = (status: number, ...kinds: string[]): DemoRequest['annexes'] =>
  kinds.map((kind) => [kind, status]);

const DEMO: DemoRequest[] = [
  {
    type: 'demanda',
    entity: '1-7',
    claimant: ['Jorge Iván Restrepo Gil', '1', '71654321', 'jorge.restrepo@correo.example'],
    facts:
      'El banco debitó de mi cuenta de ahorros dos cuotas del crédito de libre inversión en el mismo mes.',
    claim: 'Que se ordene la devolución de la cuota cobrada dos veces con sus intereses.',
    amount: 2_350_000,
    filedOn: '2025-09-15',
    status: S.filed,
    annexes: annexesIn(R.received, 'identificacion', 'reclamacion_previa', 'pruebas'),
  },
  {
    type: 'demanda',
    entity: '1-39',
    claimant: ['Claudia Patricia Mejía', '1', '52789456', 'claudia.mejia@correo.example'],
    facts: 'Transferencias no reconocidas desde la banca móvil por 58 millones de pesos en una sola noche.',
    claim: 'Que se declare la responsabilidad de la entidad y se reintegren los dineros.',
    amount: 58_000_000,
    filedOn: '2025-10-02',
    status: S.filed,
    annexes: annexesIn(R.received, 'identificacion', 'pruebas'),
  },
  {
    type: 'conciliacion',
    entity: '1-13',
    claimant: ['Hernán Darío Quintero', '1', '80123987', 'hquintero@correo.example'],
    facts: 'Cobro de un seguro de vida deudor no contratado junto con la tarjeta de crédito.',
    claim: 'Conciliar la devolución de las primas cobradas.',
    amount: 1_870_000,
    filedOn: '2025-10-20',
    status: S.filed,
    annexes: annexesIn(R.received, 'identificacion'),
  },
  {
    type: 'demanda',
    entity: '1-23',
    claimant: ['Inversiones La Colina S.A.S.', '3', '900456789', 'gerencia@lacolina.example'],
    attorney: ['Marcela Ortiz Duarte', '145.879 del C. S. de la J.'],
    facts: 'El banco no aplicó los abonos extraordinarios a capital del leasing habitacional.',
    claim: 'Que se reliquide el crédito y se devuelvan los intereses cobrados en exceso.',
    amount: 214_500_000,
    filedOn: '2025-06-11',
    status: S.admitted,
    analysis: 1,
    annexes: annexesIn(R.valid, 'identificacion', 'reclamacion_previa', 'poder', 'pruebas'),
  },
  {
    type: 'demanda',
    entity: '1-1',
    claimant: ['Luz Marina Cárdenas', '1', '41765432', 'luzmarina.c@correo.example'],
    facts: 'Reporte negativo por una tarjeta que nunca solicité, abierta con mis datos.',
    claim: 'Que se declare la inexistencia de la obligación y se indemnicen los perjuicios.',
    amount: 52_000_000,
    filedOn: '2024-11-28',
    status: S.inadmitted,
    analysis: 2,
    annexes: [
      ['identificacion', R.valid],
      ['reclamacion_previa', R.toCorrect],
    ],
  },
  {
    type: 'demanda',
    entity: '1-42',
    claimant: ['Andrés Felipe Rojas', '1', '1020456789', 'andres.rojas@correo.example'],
    facts: 'Compra de cartera con tasa distinta a la ofrecida por escrito.',
    claim: 'Que se aplique la tasa ofrecida y se devuelva la diferencia.',
    amount: 8_900_000,
    filedOn: '2025-03-04',
    status: S.conciliation,
    analysis: 1,
    annexes: annexesIn(R.valid, 'identificacion', 'reclamacion_previa'),
  },
  {
    type: 'demanda',
    entity: '4-130',
    claimant: ['Paola Andrea Vargas', '1', '1098765432', 'paola.vargas@correo.example'],
    facts: 'Bloqueo del depósito de bajo monto por más de 60 días sin explicación.',
    claim: 'Que se ordene el desbloqueo y la devolución del saldo.',
    amount: 3_200_000,
    filedOn: '2024-08-19',
    status: S.finished,
    analysis: 1,
    annexes: annexesIn(R.valid, 'identificacion', 'reclamacion_previa'),
  },
  {
    type: 'demanda',
    entity: '1-49',
    claimant: ['Ricardo Peña Salas', '1', '19456123', 'rpena@correo.example'],
    facts: 'Demanda sobre un contrato de seguro de vehículo, que no es un producto de la entidad demandada.',
    claim: 'Pago del siniestro.',
    amount: 195_000_000,
    filedOn: '2024-05-07',
    status: S.rejected,
    analysis: 3,
    annexes: [
      ['identificacion', R.valid],
      ['pruebas', R.rejected],
    ],
  },
  {
    type: 'conciliacion',
    entity: '1-59',
    claimant: ['Gloria Inés Betancur', '1', '43210987', 'gloria.betancur@correo.example'],
    facts: 'Cobro de comisión por pago anticipado de crédito de consumo.',
    claim: 'Devolución de la comisión de prepago.',
    amount: 1_423_500 * 40,
    filedOn: '2025-02-14',
    status: S.classified,
    analysis: 1,
    annexes: annexesIn(R.valid, 'identificacion'),
  },
  {
    type: 'demanda',
    entity: '1-30',
    claimant: ['Fabio Nelson Arango', '1', '10234567', 'fabio.arango@correo.example'],
    facts: 'Retención de la devolución del CDT al vencimiento.',
    claim: 'Pago del CDT con los intereses pactados.',
    amount: 1_300_000 * 150 + 1,
    filedOn: '2024-10-01',
    status: S.admitted,
    analysis: 1,
    annexes: annexesIn(R.valid, 'identificacion', 'reclamacion_previa'),
  },
];

/** Inserts `demo` with its radicado numbered from its id as the portal numbers them; answers the id. */
async function insertRequest(
  tx: Db,
  demo: DemoRequest,
  entityId: number,
  complaintId: number | null,
  userId: number | null,
  created: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO solip_requests (radicado, solicitude_type, status, complaint_id, entity_id, claimant_name, claimant_id_type,
       claimant_id_number, claimant_email, attorney_name, attorney_card, facts, claim, amount, filed_on,
       analysis_type, mlvalidate_type, classified_by, classified_at, created_by, created_at, updated_at)
     VALUES (md5(random()::text), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $17, $19, $19)
     RETURNING id`,
    [
      demo.type,
      demo.status,
      complaintId,
      entityId,
      ...demo.claimant,
      demo.attorney?.[0] ?? '',
      demo.attorney?.[1] ?? '',
      demo.facts,
      demo.claim,
      demo.amount,
      demo.filedOn,
      demo.analysis ?? null,
      demo.analysis ? 1 : null,
      demo.analysis ? userId : null,
      demo.analysis ? new Date(created.getTime() + 3 * 86_400_000) : null,
      created,
    ],
  );
  const id = Number(rows[0]!.id);
  await tx.query('UPDATE solip_requests SET radicado = $2 WHERE id = $1', [
    id,
    `${demo.filedOn.slice(0, 4)}-SOLIP-${String(id).padStart(6, '0')}`,
  ]);
  return id;
}

/** Stores a small PDF for annex `kind` of request `id` and inserts its file and annex; answers the file name. */
async function insertAnnex(
  tx: Db,
  storage: StorageDriver,
  id: number,
  demo: DemoRequest,
  [kind, status]: DemoRequest['annexes'][number],
  userId: number | null,
  created: Date,
): Promise<string> {
  const pdf = simplePdf([`Anexo de demostración: ${kind}`, demo.claimant[0], `Radicado ${id}`]);
  const key = newStorageKey('solip', 'pdf', created);
  await storage.put(key, pdf, { contentType: 'application/pdf', size: pdf.length });
  const name = `${kind.replace(/_/g, '-')}.pdf`;
  const { rows: f } = await tx.query<{ id: number }>(
    `INSERT INTO stored_files (storage_key, original_name, size_bytes, content_type, sha256, kind, uploaded_by, created_at)
     VALUES ($1, $2, $3, 'application/pdf', $4, 'solip', $5, $6) RETURNING id`,
    [key, name, pdf.length, createHash('sha256').update(pdf).digest('hex'), userId, created],
  );
  await tx.query(
    `INSERT INTO solip_annexes (solicitude_id, kind, status, file_id, file_name, note, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [
      id,
      kind,
      status,
      f[0]!.id,
      name,
      status === R.toCorrect ? 'La reclamación no tiene la respuesta de la entidad.' : '',
      created,
    ],
  );
  return name;
}

/** Classifies complaint `complaintId` as `[kind, subtype, regime, claimed fact]` (once). */
async function classifyComplaint(
  db: Db,
  complaintId: number,
  [kind, subtype, regime, fact]: [string, string, string, string],
  userId: number | null,
): Promise<void> {
  await db.query(
    `INSERT INTO complaint_classifications (complaint_id, kind, subtype, regime, claimed_fact, note, classified_by)
     VALUES ($1, $2, $3, $4, $5, 'Clasificación de demostración', $6) ON CONFLICT DO NOTHING`,
    [complaintId, kind, subtype, regime, fact, userId],
  );
}

/** Seeds the jurisdictional demo data; returns what was added. */
export async function seedJurisdictionalDemo(
  db: Db,
  storage: StorageDriver | undefined,
  staffEmail: string,
  now: Date = new Date(),
): Promise<{ requests: number; rates: number; classified: number }> {
  await seedDemoSmmlv(db, now);
  const rates = await seedRatesDemo(db, now);
  const existing = await db.query('SELECT 1 FROM solip_requests LIMIT 1');
  if (existing.rowCount > 0 || !storage) return { requests: 0, rates, classified: 0 };
  const { rows: staff } = await db.query<{ id: number }>(
    'SELECT id FROM users WHERE lower(email) = lower($1)',
    [staffEmail],
  );
  const userId = staff[0] ? Number(staff[0].id) : null;
  const { rows: complaints } = await db.query<{
    id: number;
    codigo_queja: string;
    tipo_entidad: number;
    entidad_cod: string;
  }>('SELECT id, codigo_queja, tipo_entidad, entidad_cod FROM complaints ORDER BY id LIMIT 40');
  let count = 0;
  for (const [index, demo] of DEMO.entries()) {
    const [tipo, cod] = demo.entity.split('-');
    const { rows: ent } = await db.query<{ id: number }>(
      'SELECT id FROM supervised_entities WHERE tipo_entidad = $1 AND entidad_cod = $2',
      [Number(tipo), cod],
    );
    if (!ent[0]) continue;
    const complaint = complaints.find(
      (c) => `${c.tipo_entidad}-${c.entidad_cod}` === demo.entity && index % 2 === 0,
    );
    const created = new Date(`${demo.filedOn}T15:00:00Z`);
    await db.transaction(async (tx) => {
      const id = await insertRequest(tx, demo, ent[0]!.id, complaint?.id ?? null, userId, created);
      await recordEvent(
        tx,
        id,
        userId,
        'created',
        complaint ? `Queja ${complaint.codigo_queja}` : '',
        created,
      );
      for (const [kind, status] of demo.annexes) {
        const name = await insertAnnex(tx, storage, id, demo, [kind, status], userId, created);
        await recordEvent(tx, id, userId, 'annex_uploaded', name, created);
      }
      await refreshProposal(tx, id);
      if (demo.analysis)
        await recordEvent(tx, id, userId, 'classified', '', new Date(created.getTime() + 3 * 86_400_000));
    });
    count += 1;
  }
  // Two complaints classified as habeas data and one as a petition, so the lists show both kinds.
  const toClassify = complaints.slice(0, 3);
  const kinds: [string, string, string, string][] = [
    ['habeas_data', 'reclamo', 'habeas_data_reclamo', 'sin_aviso'],
    ['habeas_data', 'consulta', 'habeas_data_consulta', 'acceso'],
    ['right_request', 'documentos', 'peticion_documentos', ''],
  ];
  let classified = 0;
  for (const [i, c] of toClassify.entries()) {
    await classifyComplaint(db, c.id, kinds[i]!, userId);
    classified += 1;
  }
  // The classification queues list candidates by motive: demo complaints that tell of a credit
  // report or an undelivered paz y salvo carry the motive that says so.
  await db.query(
    `UPDATE complaints SET macro_motivo_cod = CASE WHEN texto_queja ILIKE '%centrales de riesgo%' THEN 931 ELSE 920 END
      WHERE tipo_fraude IS NULL AND (texto_queja ILIKE '%centrales de riesgo%' OR texto_queja ILIKE '%paz y salvo%')`,
  );
  return { requests: count, rates, classified };
}
