import { DEFENDER_CASE_EVENTS, DEFENDER_CASE_TEXTS as T, formatDisplayDate } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { enqueueMail } from '../../services/mail/mail-outbox.js';
import type { MailContent } from '../../services/mail/templates.js';
import { DCF_POSITION } from '../staff-admin/staff-users.js';

const SIGNATURE = 'Portal SFC\nAtención al consumidor financiero';
/** «Recomendaciones» (recomendaciones y vocerías): the entity's users who follow the defender. */
const MODULE_ID = 23;

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A plain mail with its HTML alternative. */
export function caseMail(subject: string, body: string): MailContent {
  const all = ['Hola:', ...body.split('\n\n'), SIGNATURE];
  const html = all.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  return {
    subject,
    text: all.join('\n\n') + '\n',
    html: `<!doctype html>\n<html lang="es"><body>\n${html}\n</body></html>`,
  };
}

/** The entity's users who answer the defender: tied to it, holding module 23, not defenders. */
export async function entityAddresses(db: Db, entityId: number): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT DISTINCT u.email FROM users u
       JOIN user_entities ue ON ue.user_id = u.id AND ue.entity_id = $1
       JOIN persons p ON p.user_id = u.id LEFT JOIN positions pos ON pos.id = p.position_id
       JOIN user_groups ug ON ug.user_id = u.id JOIN groups g ON g.id = ug.group_id AND g.is_active
       JOIN group_modules gm ON gm.group_id = g.id AND gm.module_id = $2
      WHERE u.is_active AND u.email IS NOT NULL AND coalesce(pos.name, '') <> $3
      ORDER BY u.email LIMIT 50`,
    [entityId, MODULE_ID, DCF_POSITION],
  );
  return rows.map((r) => r.email);
}

/** The consumer's address: their account's, else the one on the complaint. */
async function consumerAddress(
  db: Db,
  ownerId: number | null,
  fallback: string | null,
): Promise<string | null> {
  if (ownerId !== null) {
    const { rows } = await db.query<{ email: string | null }>('SELECT email FROM users WHERE id = $1', [
      ownerId,
    ]);
    if (rows[0]?.email) return rows[0].email;
  }
  return fallback;
}

/**
 * Writes to the outbox, in the step's transaction, the mails of a step: the consumer hears every
 * step (with the defender's text when it is for them), the entity's users the steps that ask
 * something of the entity or end the case.
 */
export async function queueStepMails(
  tx: Db,
  c: { codigo_queja: string; owner_user_id: number | null; consumer_email: string | null; entity_id: number },
  event: string,
  text: string | null,
  entityDue: string | null,
  toEntity: boolean,
): Promise<void> {
  const step = DEFENDER_CASE_EVENTS[event] ?? event;
  const consumer = await consumerAddress(tx, c.owner_user_id, c.consumer_email);
  if (consumer) {
    await enqueueMail(tx, {
      to: consumer,
      ...caseMail(T.mailSubject(c.codigo_queja), T.mailStep(c.codigo_queja, step, text)),
    });
  }
  if (!toEntity) return;
  const content = caseMail(
    T.mailEntitySubject(c.codigo_queja),
    T.mailEntityStep(c.codigo_queja, step, entityDue ? formatDisplayDate(entityDue) : null),
  );
  for (const to of await entityAddresses(tx, c.entity_id)) await enqueueMail(tx, { to, ...content });
}
