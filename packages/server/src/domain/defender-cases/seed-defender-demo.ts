import type { Db } from '../../db/driver.js';
import { insertUser } from '../../db/repositories/users.js';
import { hashPassword } from '../../services/password/password-hash.js';
import type { SecretBox } from '../../services/secret-box.js';
import type { StorageDriver } from '../../services/storage/storage-driver.js';
import {
  DAY,
  SILENT,
  demoEntityStep,
  fileDemoComplaint,
  loadDemoConsumer,
  type DemoSubject,
} from '../complaints/demo-filing.js';
import { applyConsumerAction, type ComplaintDeps } from '../complaints/service.js';
import type { CaseCaller } from './repository.js';
import { applyCaseStep, settleNewCases } from './service.js';
import type { CaseAction } from './stages.js';

/**
 * Demo data of the defender's casework (development only): the demo consumer's complaints
 * escalated to the demo defender (Bancolombia 1-7 and Davivienda 1-39) in every stage of the
 * procedure, some overdue, two closed; an open Davivienda complaint ready to escalate; vocerías
 * in each status; and Davivienda's demo API account, whose public credentials the README lists.
 */

/** Ends every demo text: marks the seed as done and tells readers it is fictitious. */
export const DEFENDER_DEMO_MARK = '(Queja de demostración del defensor)';

/** Davivienda's demo API account (development only: the credentials are public, like the demo logins). */
export const DEMO_ENTITY_CLIENT = {
  entity: { tipo_entidad: 1, entidad_cod: '39' },
  username: 'api-1-39',
  password: 'EntidadApi#2026',
  signingSecret: '5eed0000000000000000000000000000000000000000000000000000000d3f3c',
} as const;

const BANCOLOMBIA = { tipo_entidad: 1, entidad_cod: '7' };
const DAVIVIENDA = { tipo_entidad: 1, entidad_cod: '39' };

type Step = [daysAgo: number, action: CaseAction, body: Record<string, unknown>];

interface DemoCase {
  subject: DemoSubject;
  texto: string;
  /** Days ago it was escalated (filed 20 days before). */
  escalated: number;
  steps: Step[];
}

const subject = (entity: typeof BANCOLOMBIA, producto_cod = 3, macro_motivo_cod = 940): DemoSubject => ({
  entity,
  producto_cod,
  macro_motivo_cod,
  canal_cod: 13,
});

const FORWARD: Step[] = [
  [0, 'admit', {}],
  [0, 'forward', { text: 'Trasladamos la queja para que la entidad presente sus argumentos y documentos.' }],
];

const CASES: readonly DemoCase[] = [
  {
    subject: subject(BANCOLOMBIA),
    texto: 'El banco no me devolvió el saldo a favor de mi tarjeta de crédito cancelada.',
    escalated: 1,
    steps: [],
  },
  {
    subject: subject(DAVIVIENDA, 1, 928),
    texto: 'Me cobraron una comisión por retiro en cajero propio que no está en el tarifario.',
    escalated: 9,
    steps: [],
  },
  {
    subject: subject(BANCOLOMBIA, 1, 928),
    texto: 'El banco bloqueó mi cuenta de ahorros sin explicarme el motivo.',
    escalated: 6,
    steps: [
      [5, 'request_info', { party: 'entity', days: 5, text: 'Informe el motivo del bloqueo y la fecha.' }],
    ],
  },
  {
    subject: subject(DAVIVIENDA),
    texto: 'No me entregan el paz y salvo de mi crédito de vehículo pagado hace dos meses.',
    escalated: 4,
    steps: [[3, 'admit', {}]],
  },
  {
    subject: subject(BANCOLOMBIA),
    texto: 'El seguro de mi crédito se sigue cobrando aunque lo cancelé por escrito.',
    escalated: 25,
    steps: FORWARD.map(([, a, b], i) => [24 - i, a, b] as Step),
  },
  {
    subject: subject(DAVIVIENDA),
    texto: 'La entidad me reportó en centrales de riesgo por una cuota que sí pagué.',
    escalated: 20,
    steps: [
      ...FORWARD.map(([, a, b], i) => [19 - i, a, b] as Step),
      [
        10,
        'entity_answer',
        { tipo: 'rectificacion_parcial', texto: 'Corregimos el reporte; la cuota de mora se mantiene.' },
      ],
      [2, 'ask_consumer', { text: '¿La corrección del reporte resuelve tu queja?' }],
    ],
  },
  {
    subject: subject(DAVIVIENDA, 1, 928),
    texto: 'Me debitaron dos veces la cuota de manejo de la tarjeta débito en octubre.',
    escalated: 15,
    steps: [
      ...FORWARD.map(([, a, b], i) => [14 - i, a, b] as Step),
      [
        5,
        'entity_answer',
        { tipo: 'respuesta', texto: 'El segundo débito corresponde a la cuota del mes anterior.' },
      ],
    ],
  },
  {
    subject: subject(BANCOLOMBIA, 1, 928),
    texto: 'El banco no reversó una compra por internet que no reconozco.',
    escalated: 40,
    steps: [
      ...FORWARD.map(([, a, b], i) => [39 - i, a, b] as Step),
      [30, 'entity_answer', { tipo: 'respuesta', texto: 'La compra se hizo con autenticación fuerte.' }],
      [
        25,
        'decide',
        { outcome: 'favour', text: 'La entidad no probó que el consumidor autorizara la compra.' },
      ],
    ],
  },
  {
    subject: subject(BANCOLOMBIA),
    texto: 'Pido que me paguen los perjuicios por la demora en el desembolso de mi crédito.',
    escalated: 30,
    steps: [[29, 'reject', { reason: 'over_amount', text: 'La cuantía supera el límite del reglamento.' }]],
  },
];

/** Davivienda's demo API account with the public credentials of {@link DEMO_ENTITY_CLIENT}. */
async function seedDemoEntityClient(db: Db, box: SecretBox): Promise<void> {
  const c = DEMO_ENTITY_CLIENT;
  const exists = await db.query('SELECT 1 FROM entity_clients WHERE tipo_entidad = $1 AND entidad_cod = $2', [
    c.entity.tipo_entidad,
    c.entity.entidad_cod,
  ]);
  if (exists.rowCount > 0) return;
  const passwordHash = await hashPassword(c.password);
  await db.transaction(async (tx) => {
    const userId = await insertUser(tx, {
      username: c.username,
      email: null,
      passwordHash,
      isActive: true,
      isVerified: true,
      entity: c.entity,
      person: { firstName: 'Davivienda' },
    });
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO entity_clients (user_id, tipo_entidad, entidad_cod) VALUES ($1, $2, $3) RETURNING id',
      [userId, c.entity.tipo_entidad, c.entity.entidad_cod],
    );
    await tx.query('INSERT INTO entity_client_secrets (client_id, secret_encrypted) VALUES ($1, $2)', [
      Number(rows[0]!.id),
      box.seal(c.signingSecret),
    ]);
  });
}

/**
 * Seeds the casework demo for `consumerUserId` and the defender `dcfEmail`. Idempotent: once a
 * complaint carries {@link DEFENDER_DEMO_MARK} nothing more is filed. Answers how many cases it made.
 */
export async function seedDefenderDemo(
  db: Db,
  storage: StorageDriver,
  consumerUserId: number,
  dcfEmail: string,
  box?: SecretBox,
  now: Date = new Date(),
): Promise<number> {
  if (box) await seedDemoEntityClient(db, box);
  const done = await db.query('SELECT 1 FROM complaints WHERE texto_queja LIKE $1 LIMIT 1', [
    `%${DEFENDER_DEMO_MARK}`,
  ]);
  if (done.rowCount > 0) return 0;
  const dcf = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
    dcfEmail,
  ]);
  const dcfId = Number(dcf.rows[0]?.id ?? 0);
  const person = await loadDemoConsumer(db, consumerUserId);
  const callers: Record<'dcf' | 'entity' | 'consumer', CaseCaller> = {
    dcf: { side: 'dcf', userId: dcfId, entityIds: null },
    entity: { side: 'entity', userId: 0, entityIds: null },
    consumer: { side: 'consumer', userId: consumerUserId, entityIds: [] },
  };
  const pdf = ['Documento de demostración', 'Portal de quejas SFC - datos ficticios'];
  let clock = now;
  const deps: ComplaintDeps = { db, storage, transport: SILENT, now: () => clock };
  const caseDeps = { db, now: () => clock };
  for (const demo of CASES) {
    clock = new Date(now.getTime() - (demo.escalated + 20) * DAY);
    const complaint = await fileDemoComplaint(
      deps,
      person,
      demo.subject,
      `${demo.texto} ${DEFENDER_DEMO_MARK}`,
      pdf,
    );
    clock = new Date(clock.getTime() + DAY);
    await demoEntityStep(db, complaint.id, 'acknowledge', clock);
    clock = new Date(now.getTime() - demo.escalated * DAY);
    await applyConsumerAction(
      deps,
      complaint.id,
      { action: 'escalate', argumento_escalamiento: 'La respuesta de la entidad no resolvió mi queja.' },
      { userId: consumerUserId, kind: 'consumer' },
    );
    await settleNewCases(db);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM defender_cases WHERE complaint_id = $1', [
      complaint.id,
    ]);
    for (const [daysAgo, action, body] of demo.steps) {
      clock = new Date(now.getTime() - daysAgo * DAY);
      const side = action === 'entity_answer' ? 'entity' : action === 'consumer_reply' ? 'consumer' : 'dcf';
      await applyCaseStep(caseDeps, callers[side], Number(rows[0]!.id), action, body);
    }
  }
  // Ready to escalate: the demo consumer's open Davivienda complaint.
  clock = new Date(now.getTime() - 3 * DAY);
  const ready = await fileDemoComplaint(
    deps,
    person,
    subject(DAVIVIENDA, 2, 905),
    `La entidad no ha respondido mi solicitud de cancelar la cuenta corriente. ${DEFENDER_DEMO_MARK}`,
    pdf,
  );
  await demoEntityStep(db, ready.id, 'acknowledge', new Date(clock.getTime() + DAY));
  await seedVoceriasDemo(db, consumerUserId, now);
  return CASES.length;
}

/** Vocerías of the demo consumer in each status. */
async function seedVoceriasDemo(db: Db, consumerUserId: number, now: Date): Promise<void> {
  const entities = await db.query<{ id: number; entidad_cod: string }>(
    `SELECT id, entidad_cod FROM supervised_entities WHERE tipo_entidad = 1 AND entidad_cod IN ('7', '39')`,
  );
  const idOf = (code: string) => Number(entities.rows.find((e) => e.entidad_cod === code)?.id ?? 0);
  const rows: [string, string, string, string, string | null, string | null, number][] = [
    [
      '7',
      'requested',
      'Cambio de fecha de pago',
      'Que el banco cambie la fecha de pago de mi crédito al día 15.',
      null,
      null,
      2,
    ],
    [
      '39',
      'presented',
      'Copia del contrato',
      'Que la entidad me entregue copia del contrato de mi tarjeta de crédito.',
      'El defensor pide a la entidad la copia del contrato del consumidor.',
      null,
      6,
    ],
    [
      '7',
      'answered',
      'Aumento de cupo no solicitado',
      'Que el banco reverse el aumento de cupo que no pedí.',
      'El defensor presenta la solicitud de reversar el aumento de cupo.',
      'Reversamos el aumento de cupo el 03/11.',
      20,
    ],
  ];
  for (const [code, status, subjectText, request, presentation, answer, daysAgo] of rows) {
    const at = new Date(now.getTime() - daysAgo * DAY);
    await db.query(
      `INSERT INTO vocerias (entity_id, consumer_user_id, opened_by, subject, request, status, presentation, answer,
                             created_at, presented_at, answered_at, updated_at, due_day)
       VALUES ($1, $2, 'consumer', $3, $4, $5, $6::text, $7::text, $8::timestamptz,
               CASE WHEN $6::text IS NULL THEN NULL ELSE $8::timestamptz END,
               CASE WHEN $7::text IS NULL THEN NULL ELSE $8::timestamptz END, $8::timestamptz, $9)`,
      [
        idOf(code),
        consumerUserId,
        subjectText,
        request,
        status,
        presentation,
        answer,
        at,
        status === 'presented' ? isoDay(now, -1) : null,
      ],
    );
  }
}

/** YYYY-MM-DD `offset` days from `now` (a presented vocería already past its term). */
function isoDay(now: Date, offset: number): string {
  return new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
}
