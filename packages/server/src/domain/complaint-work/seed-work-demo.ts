import { YES_NO } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { MessageTransport } from '../../services/mail/message-transport.js';
import type { StorageDriver } from '../../services/storage/storage-driver.js';
import { simplePdf } from '../complaints/demo-pdf.js';
import { findComplaintById, updateComplaint, type Actor } from '../complaints/repository.js';
import { fileComplaint, type ComplaintDeps } from '../complaints/service.js';
import { transition } from '../complaints/state-machine.js';

/**
 * Demo data of the staff complaint work screens (issue 11): complaints whose legal deadline has
 * passed, so the management queue's "Vencida" filter, the bulk assignment and the search show
 * something real. Filed for the demo consumer weeks ago against Bancolombia (1-7) and Davivienda
 * (1-39); some the entity acknowledged, none answered.
 */

interface WorkCase {
  entity: { tipo_entidad: number; entidad_cod: string };
  producto_cod: number;
  macro_motivo_cod: number;
  canal_cod: number;
  texto: string;
  daysAgo: number;
  acknowledged: boolean;
}

/** Ends every demo text: marks the seed as done (idempotency) and tells readers it is fictitious. */
export const WORK_DEMO_MARK = '(Queja de demostración de gestión)';

const CASES: readonly WorkCase[] = [
  {
    entity: { tipo_entidad: 1, entidad_cod: '7' },
    producto_cod: 3,
    macro_motivo_cod: 940,
    canal_cod: 13,
    texto: 'El banco aumentó la tasa de interés de mi crédito de libre inversión sin avisarme.',
    daysAgo: 45,
    acknowledged: true,
  },
  {
    entity: { tipo_entidad: 1, entidad_cod: '7' },
    producto_cod: 3,
    macro_motivo_cod: 940,
    canal_cod: 14,
    texto: 'Pagué la totalidad de mi crédito hipotecario y el banco no me entrega el paz y salvo.',
    daysAgo: 38,
    acknowledged: false,
  },
  {
    entity: { tipo_entidad: 1, entidad_cod: '7' },
    producto_cod: 1,
    macro_motivo_cod: 928,
    canal_cod: 5,
    texto: 'Me cobraron dos veces la cuota de manejo de la cuenta de ahorros en el mismo mes.',
    daysAgo: 33,
    acknowledged: true,
  },
  {
    entity: { tipo_entidad: 1, entidad_cod: '7' },
    producto_cod: 3,
    macro_motivo_cod: 940,
    canal_cod: 1,
    texto: 'Reporté el robo de mi tarjeta débito y aun así aparecen retiros en cajeros después del bloqueo.',
    daysAgo: 30,
    acknowledged: false,
  },
  {
    entity: { tipo_entidad: 1, entidad_cod: '39' },
    producto_cod: 1,
    macro_motivo_cod: 928,
    canal_cod: 13,
    texto: 'La entidad no responde mi solicitud de refinanciación del crédito de vehículo.',
    daysAgo: 35,
    acknowledged: true,
  },
];

const DAY = 24 * 60 * 60 * 1000;
const SILENT: MessageTransport = { sendMail: async () => undefined, sendSms: async () => undefined };

/**
 * Files the overdue demo complaints for `consumerUserId` (their name and id from their profile).
 * Idempotent: once a complaint carries {@link WORK_DEMO_MARK}, nothing more is filed. Answers how
 * many complaints it filed.
 */
export async function seedComplaintWorkDemo(
  db: Db,
  storage: StorageDriver,
  consumerUserId: number,
  now: Date = new Date(),
): Promise<number> {
  const done = await db.query('SELECT 1 FROM complaints WHERE texto_queja LIKE $1 LIMIT 1', [
    `%${WORK_DEMO_MARK}`,
  ]);
  if (done.rowCount > 0) return 0;
  const { rows } = await db.query<{
    name: string;
    number: string | null;
    type: string | null;
    email: string;
  }>(
    `SELECT trim(concat_ws(' ', nullif(p.first_name, ''), nullif(p.first_last_name, ''))) AS name,
            p.identification_number AS number, p.identification_type AS type, u.email
       FROM users u LEFT JOIN persons p ON p.user_id = u.id WHERE u.id = $1`,
    [consumerUserId],
  );
  const person = rows[0];
  if (!person) throw new Error(`No user ${consumerUserId}`);
  const consumer: Actor = { userId: consumerUserId, kind: 'consumer' };
  const entity: Actor = { userId: null, kind: 'entity' };
  for (const demo of CASES) {
    let clock = new Date(now.getTime() - demo.daysAgo * DAY);
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
        texto_queja: `${demo.texto} ${WORK_DEMO_MARK}`,
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
        {
          kind: 'complaint',
          name: 'soporte-de-la-queja.pdf',
          extension: 'pdf',
          contentType: 'application/pdf',
          data: simplePdf(['Documento de demostración', 'Portal de quejas SFC - datos ficticios']),
        },
      ],
      consumer,
    );
    if (demo.acknowledged) {
      clock = new Date(clock.getTime() + DAY);
      await db.transaction(async (tx) => {
        const locked = (await findComplaintById(tx, complaint.id, { forUpdate: true }))!;
        const next = transition({ ...locked, rated: false }, 'acknowledge', clock);
        await updateComplaint(tx, locked, { estado_cod: next }, entity, 'acknowledge', clock);
      });
    }
  }
  return CASES.length;
}
