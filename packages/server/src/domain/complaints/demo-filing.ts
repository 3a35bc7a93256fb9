import { YES_NO } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { MessageTransport } from '../../services/mail/message-transport.js';
import { simplePdf } from './demo-pdf.js';
import { findComplaintById, updateComplaint, type Actor } from './repository.js';
import type { ComplaintRecord } from './fields.js';
import { fileComplaint, type ComplaintDeps } from './service.js';
import { transition } from './state-machine.js';

// What every demo seed that files complaints for the demo consumer does the same way: who the
// consumer is, the filing itself, and the entity's steps (which entities take through the entity API).

export const DAY = 24 * 60 * 60 * 1000;

/** A transport that drops the demo's mails: seeding should not fill the consumer's inbox. */
export const SILENT: MessageTransport = { sendMail: async () => undefined, sendSms: async () => undefined };

/** The entity, as the demo's acknowledgements and closings name it. */
export const DEMO_ENTITY: Actor = { userId: null, kind: 'entity' };

/** A small real PDF to attach. */
export function pdfFile(name: string, lines: string[]) {
  return {
    kind: 'complaint' as const,
    name,
    extension: 'pdf',
    contentType: 'application/pdf',
    data: simplePdf(lines),
  };
}

/** The demo consumer: their user and, from their profile, their name and identification. */
export interface DemoConsumer {
  userId: number;
  name: string;
  number: string | null;
  type: string | null;
  email: string | null;
}

/** Reads the demo consumer `userId` (throws when there is no such user). */
export async function loadDemoConsumer(db: Db, userId: number): Promise<DemoConsumer> {
  const { rows } = await db.query<Omit<DemoConsumer, 'userId'>>(
    `SELECT trim(concat_ws(' ', nullif(p.first_name, ''), nullif(p.first_last_name, ''))) AS name,
            p.identification_number AS number, p.identification_type AS type, u.email
       FROM users u LEFT JOIN persons p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  const person = rows[0];
  if (!person) throw new Error(`No user ${userId}`);
  return { userId, ...person };
}

/** What a demo complaint is about. */
export interface DemoSubject {
  entity: { tipo_entidad: number; entidad_cod: string };
  producto_cod: number;
  macro_motivo_cod: number;
  canal_cod: number;
}

/**
 * Files one demo complaint for `consumer` at `deps.now()`, in Bogotá, by the consumer themself,
 * with text `texto` and one PDF (soporte-de-la-queja.pdf) of `pdfLines`.
 */
export async function fileDemoComplaint(
  deps: ComplaintDeps,
  consumer: DemoConsumer,
  subject: DemoSubject,
  texto: string,
  pdfLines: string[],
): Promise<ComplaintRecord> {
  const { complaint } = await fileComplaint(
    deps,
    {
      tipo_entidad: subject.entity.tipo_entidad,
      entidad_cod: subject.entity.entidad_cod,
      owner_user_id: consumer.userId,
      codigo_pais: '170',
      departamento_cod: '11',
      municipio_cod: '11001',
      nombres: consumer.name || 'Consumidor de demostración',
      tipo_id_CF: Number(consumer.type ?? 1),
      numero_id_CF: consumer.number ?? '1020304050',
      tipo_persona: 1,
      correo: consumer.email,
      es_apoderado: YES_NO.no,
      canal_cod: subject.canal_cod,
      producto_cod: subject.producto_cod,
      macro_motivo_cod: subject.macro_motivo_cod,
      texto_queja: texto,
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
    [pdfFile('soporte-de-la-queja.pdf', pdfLines)],
    { userId: consumer.userId, kind: 'consumer' },
  );
  return complaint;
}

/** The entity acknowledges (or closes, with its final answer in favour of the consumer) at `at`. */
export async function demoEntityStep(
  db: Db,
  complaintId: number,
  action: 'acknowledge' | 'close',
  at: Date,
): Promise<ComplaintRecord> {
  const values = action === 'close' ? { fecha_cierre: at, a_favor_de: 1, documentacion_rta_final: true } : {};
  return db.transaction(async (tx) => {
    const locked = (await findComplaintById(tx, complaintId, { forUpdate: true }))!;
    const next = transition({ ...locked, rated: false }, action, at);
    return updateComplaint(tx, locked, { ...values, estado_cod: next }, DEMO_ENTITY, action, at);
  });
}
