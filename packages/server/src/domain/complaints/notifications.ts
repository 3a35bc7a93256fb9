import type { Db } from '../../db/driver.js';
import { isoDay } from '../alerts/colombian-calendar.js';
import { RESPONSE_TERM_BUSINESS_DAYS, responseDeadline } from '../alerts/response-deadline.js';
import { complaintFiledMail, complaintStateChangedMail } from '../../services/mail/complaint-templates.js';
import type { MailMessage, MessageTransport } from '../../services/mail/message-transport.js';
import { toBogotaLocal } from './dates.js';
import type { ComplaintRecord } from './fields.js';
import { stateName } from './state-machine.js';

/** Something that can report a failed delivery (a Fastify logger fits). */
export interface ErrorLog {
  error(details: object, message: string): void;
}

interface Recipient {
  email: string | null;
  name: string | null;
  entityName: string;
}

/** The consumer's address (the owner's account, else the complaint's `correo`) and the entity's name. */
async function recipientOf(db: Db, complaint: ComplaintRecord): Promise<Recipient> {
  const { rows } = await db.query<{ email: string | null; first_name: string | null; entity: string | null }>(
    `SELECT u.email, p.first_name,
            (SELECT name FROM supervised_entities e WHERE e.tipo_entidad = $2 AND e.entidad_cod = $3) AS entity
       FROM (SELECT 1) AS one
       LEFT JOIN users u ON u.id = $1
       LEFT JOIN persons p ON p.user_id = u.id`,
    [complaint.owner_user_id, complaint.tipo_entidad, complaint.entidad_cod],
  );
  const row = rows[0];
  return {
    email: row?.email ?? complaint.correo,
    name: row?.first_name || complaint.nombres || null,
    entityName: row?.entity ?? `${complaint.tipo_entidad}-${complaint.entidad_cod}`,
  };
}

/** What a consumer mail tells: the filing, or a change of state from `fromState`. */
export type ConsumerMailEvent = { kind: 'filed' } | { kind: 'state'; fromState: number };

/** The consumer's mail about `complaint` (read through `db`, a transaction when it is one); `null` without an address. */
export async function consumerMail(
  db: Db,
  complaint: ComplaintRecord,
  event: ConsumerMailEvent,
): Promise<MailMessage | null> {
  const to = await recipientOf(db, complaint);
  if (!to.email) return null;
  const facts = {
    name: to.name,
    codigoQueja: complaint.codigo_queja,
    entityName: to.entityName,
    at: toBogotaLocal(complaint.fecha_actualizacion ?? complaint.fecha_creacion),
  };
  const content =
    event.kind === 'filed'
      ? complaintFiledMail({
          ...facts,
          at: toBogotaLocal(complaint.fecha_creacion),
          stateName: stateName(complaint.estado_cod),
          responseDeadline: isoDay(responseDeadline(complaint.fecha_creacion)),
          responseTermDays: RESPONSE_TERM_BUSINESS_DAYS,
        })
      : complaintStateChangedMail({
          ...facts,
          fromStateName: stateName(event.fromState),
          toStateName: stateName(complaint.estado_cod),
        });
  return { to: to.email, ...content };
}

/**
 * Mails the consumer about a complaint: `filed` when it is created, `state` when its state changed
 * from `fromState`. Delivery problems are logged, never thrown: the change is already committed
 * and the portal shows it anyway.
 */
export async function notifyConsumer(
  deps: { db: Db; transport: MessageTransport; log?: ErrorLog },
  complaint: ComplaintRecord,
  event: ConsumerMailEvent,
): Promise<void> {
  try {
    const mail = await consumerMail(deps.db, complaint, event);
    if (mail) await deps.transport.sendMail(mail);
  } catch (err) {
    deps.log?.error({ err, complaint: complaint.codigo_queja }, 'complaint mail not delivered');
  }
}
