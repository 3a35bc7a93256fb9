import { COMPLAINT_STATE, YES_NO } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { MessageTransport } from '../../services/mail/message-transport.js';
import type { StorageDriver } from '../../services/storage/storage-driver.js';
import { filedToBeDueIn } from '../alerts/response-deadline.js';
import { simplePdf } from './demo-pdf.js';
import { findComplaintById, updateComplaint, type Actor } from './repository.js';
import {
  applyConsumerAction,
  attachFiles,
  fileComplaint,
  rateComplaint,
  type ComplaintDeps,
} from './service.js';
import { transition } from './state-machine.js';

/** One demo complaint: against whom, about what, and how far it got. */
interface DemoCase {
  entity: { tipo_entidad: number; entidad_cod: string; name: string };
  producto_cod: number;
  macro_motivo_cod: number;
  canal_cod: number;
  texto: string;
  /** When it was filed: days ago, or so that its response deadline is so many business days away. */
  filed: { daysAgo: number } | { dueInBusinessDays: number };
  /** received → open (entity acknowledged) → closed → rated; or desisted. */
  reach: 'received' | 'open' | 'closed' | 'rated' | 'desisted';
}

const CASES: readonly DemoCase[] = [
  {
    entity: { tipo_entidad: 1, entidad_cod: '7', name: 'Bancolombia' },
    producto_cod: 3,
    macro_motivo_cod: 940,
    canal_cod: 13,
    texto:
      'En el extracto de mi tarjeta de crédito aparece una compra por internet que no reconozco. Solicito la reversión del cobro. (Queja de demostración)',
    filed: { daysAgo: 1 },
    reach: 'received',
  },
  {
    entity: { tipo_entidad: 1, entidad_cod: '39', name: 'Davivienda' },
    producto_cod: 1,
    macro_motivo_cod: 928,
    canal_cod: 14,
    texto:
      'Radiqué una petición en la oficina hace más de quince días hábiles y no he recibido respuesta. (Queja de demostración)',
    // Staff see a "Vencimiento próximo" alert for it (src/domain/alerts).
    filed: { dueInBusinessDays: 2 },
    reach: 'open',
  },
  {
    entity: { tipo_entidad: 4, entidad_cod: '130', name: 'Nequi' },
    producto_cod: 7,
    macro_motivo_cod: 939,
    canal_cod: 1,
    texto:
      'Envié dinero desde la aplicación a un número equivocado por un error en la pantalla de confirmación. (Queja de demostración)',
    filed: { daysAgo: 12 },
    reach: 'closed',
  },
  {
    entity: { tipo_entidad: 13, entidad_cod: '18', name: 'SURA' },
    producto_cod: 10,
    macro_motivo_cod: 913,
    canal_cod: 5,
    texto:
      'La aseguradora no me ha entregado la póliza del seguro de mi vehículo después de pagar la prima. (Queja de demostración)',
    filed: { daysAgo: 40 },
    reach: 'rated',
  },
  {
    entity: { tipo_entidad: 1, entidad_cod: '1', name: 'Banco de Bogotá' },
    producto_cod: 2,
    macro_motivo_cod: 905,
    canal_cod: 5,
    texto:
      'No logro comunicarme con la línea de atención para bloquear mi chequera. (Queja de demostración; el consumidor desistió)',
    filed: { daysAgo: 20 },
    reach: 'desisted',
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** A transport that drops the demo's mails: seeding should not fill the consumer's inbox. */
const SILENT: MessageTransport = { sendMail: async () => undefined, sendSms: async () => undefined };

function pdfFile(name: string, lines: string[]) {
  return {
    kind: 'complaint' as const,
    name,
    extension: 'pdf',
    contentType: 'application/pdf',
    data: simplePdf(lines),
  };
}

/** One line per demo complaint seeded. */
export interface SeededComplaint {
  codigo_queja: string;
  entity: string;
  estado_cod: number;
}

/**
 * Gives the demo consumer complaints in every state the portal shows: received, open (the
 * entity acknowledged it), closed and not rated, closed and rated, and desisted, against real
 * supervised entities, each with a small real PDF (closed ones also carry the entity's final
 * answer). Dates are spread over the last weeks; the open one is due in two business days. Staff
 * with the alerts module who exist by then are alerted as for any complaint (src/domain/alerts).
 * Idempotent: a consumer who already has complaints is left alone (returns []).
 */
export async function seedDemoComplaints(
  db: Db,
  storage: StorageDriver,
  consumerUserId: number,
  now: Date = new Date(),
): Promise<SeededComplaint[]> {
  const existing = await db.query('SELECT 1 FROM complaints WHERE owner_user_id = $1 LIMIT 1', [
    consumerUserId,
  ]);
  if (existing.rowCount > 0) return [];
  const { rows } = await db.query<{
    name: string;
    number: string | null;
    type: string | null;
    email: string | null;
  }>(
    `SELECT trim(concat_ws(' ', nullif(p.first_name, ''), nullif(p.first_last_name, ''))) AS name,
            p.identification_number AS number, p.identification_type AS type, u.email
       FROM users u LEFT JOIN persons p ON p.user_id = u.id WHERE u.id = $1`,
    [consumerUserId],
  );
  const person = rows[0];
  if (!person) throw new Error(`No user ${consumerUserId}`);
  const consumer: Actor = { userId: consumerUserId, kind: 'consumer' };
  const entityActor: Actor = { userId: null, kind: 'entity' };
  const seeded: SeededComplaint[] = [];

  for (const demo of CASES) {
    const createdAt =
      'daysAgo' in demo.filed
        ? new Date(now.getTime() - demo.filed.daysAgo * DAY)
        : filedToBeDueIn(now, demo.filed.dueInBusinessDays);
    let clock = createdAt;
    const deps: ComplaintDeps = { db, storage, transport: SILENT, now: () => clock };
    const { complaint } = await fileComplaint(
      deps,
      {
        tipo_entidad: demo.entity.tipo_entidad,
        entidad_cod: demo.entity.entidad_cod,
        owner_user_id: consumerUserId,
        codigo_pais: '170',
        departamento_cod: '11',
        municipio_cod: '11001',
        nombres: person.name || 'Consumidor de demostración',
        tipo_id_CF: Number(person.type ?? 1),
        numero_id_CF: person.number ?? '1020304050',
        tipo_persona: 1,
        correo: person.email,
        es_apoderado: YES_NO.no,
        canal_cod: demo.canal_cod,
        producto_cod: demo.producto_cod,
        macro_motivo_cod: demo.macro_motivo_cod,
        texto_queja: demo.texto,
        condicion_especial: 98,
        tutela: YES_NO.no,
        insta_recepcion: 1,
        punto_recepcion: 1,
        admision: 9,
        escalamiento_DCF: YES_NO.no,
        replica: YES_NO.no,
        desistimiento_queja: YES_NO.no,
        queja_expres: YES_NO.no,
      },
      [
        pdfFile('soporte-de-la-queja.pdf', [
          'Documento de demostración',
          `Queja contra ${demo.entity.name}`,
          'Portal de quejas SFC - datos ficticios',
        ]),
      ],
      consumer,
    );
    let current = complaint;
    // The entity's side (issue 6 does it through the entity API): acknowledge, then close.
    const entityStep = async (action: 'acknowledge' | 'close', hoursLater: number) => {
      clock = new Date(clock.getTime() + hoursLater * 60 * 60 * 1000);
      const values =
        action === 'close' ? { fecha_cierre: clock, a_favor_de: 1, documentacion_rta_final: true } : {};
      current = await db.transaction(async (tx) => {
        const locked = (await findComplaintById(tx, current.id, { forUpdate: true }))!;
        const next = transition({ ...locked, rated: false }, action, clock);
        return updateComplaint(tx, locked, { ...values, estado_cod: next }, entityActor, action, clock);
      });
    };

    if (demo.reach === 'desisted') {
      clock = new Date(clock.getTime() + 2 * DAY);
      current = await applyConsumerAction(
        deps,
        current.id,
        {
          action: 'desist',
          argumento_desistimiento: 'La entidad me contactó y resolvimos el caso directamente.',
        },
        consumer,
      );
    } else if (demo.reach !== 'received') {
      await entityStep('acknowledge', 20);
    }
    if (demo.reach === 'closed' || demo.reach === 'rated') {
      clock = new Date(clock.getTime() + 3 * DAY);
      await attachFiles(
        { ...deps, now: () => clock },
        current.id,
        [
          {
            ...pdfFile(`${current.codigo_queja}_RESP_FINAL_SFC.pdf`, [
              `Respuesta final de ${demo.entity.name}`,
              `Queja ${current.codigo_queja}`,
              'Documento de demostración',
            ]),
            kind: 'entity',
          },
        ],
        entityActor,
        () => null,
      );
      current = (await findComplaintById(db, current.id))!;
      await entityStep('close', 1);
    }
    if (demo.reach === 'rated') {
      clock = new Date(clock.getTime() + DAY);
      await rateComplaint(
        deps,
        current.id,
        { rating: 4, comment: 'La respuesta fue clara y oportuna.' },
        consumer,
      );
    }
    seeded.push({
      codigo_queja: current.codigo_queja,
      entity: demo.entity.name,
      estado_cod: current.estado_cod,
    });
  }
  return seeded;
}

/** The states the demo covers, for tests and the CLI's summary. */
export const DEMO_STATES = [
  COMPLAINT_STATE.received,
  COMPLAINT_STATE.open,
  COMPLAINT_STATE.closed,
  COMPLAINT_STATE.closed,
  COMPLAINT_STATE.desisted,
];
