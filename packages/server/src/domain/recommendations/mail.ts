import { RECOMMENDATION_EVENTS, RECOMMENDATION_TEXTS as T } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { MessageTransport } from '../../services/mail/message-transport.js';
import type { MailContent } from '../../services/mail/templates.js';
import type { ErrorLog } from '../complaints/notifications.js';
import { formatDisplayDate } from '../../core.js';
import { DCF_POSITION } from '../staff-admin/staff-users.js';
import type { RecommendationRow, TargetRow } from './repository.js';

const MODULE_ID = 23;
const SIGNATURE = 'Portal SFC\nAtención al consumidor financiero';

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function mail(subject: string, paragraphs: string[]): MailContent {
  const all = ['Hola:', ...paragraphs, SIGNATURE];
  const html = all.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  return {
    subject,
    text: all.join('\n\n') + '\n',
    html: `<!doctype html>\n<html lang="es"><body>\n${html}\n</body></html>`,
  };
}

/** The entity's users who follow recommendations: linked to it, holding module 23, not defenders. */
async function entityAddresses(db: Db, entityId: number): Promise<string[]> {
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

/**
 * Mails the other side when a step hands the recommendation over: the entity when it is issued,
 * followed up, closed or reopened; the issuer when the entity sends a plan, a report or its answer.
 * Failures are logged, never thrown.
 */
export async function notifyFollowUp(
  deps: { db: Db; transport: MessageTransport; log?: ErrorLog },
  rec: RecommendationRow,
  target: TargetRow,
  event: string,
): Promise<void> {
  try {
    const toEntity = ['issued', 'tracing', 'closed', 'reopened'].includes(event);
    const content =
      event === 'issued'
        ? mail(T.mailIssuedSubject(rec.title), [
            T.mailIssued(
              rec.title,
              target.entity_name,
              target.due_day ? formatDisplayDate(target.due_day) : '',
            ),
          ])
        : mail(T.mailStepSubject(rec.title, RECOMMENDATION_EVENTS[event] ?? event), [
            T.mailStep(rec.title, target.entity_name, RECOMMENDATION_EVENTS[event] ?? event),
          ]);
    let recipients: string[];
    if (toEntity) recipients = await entityAddresses(deps.db, target.entity_id);
    else {
      const { rows } = await deps.db.query<{ email: string | null }>(
        'SELECT email FROM users WHERE id = $1',
        [rec.issuer_user_id],
      );
      recipients = rows[0]?.email ? [rows[0].email] : [];
    }
    for (const to of recipients) await deps.transport.sendMail({ to, ...content });
  } catch (err) {
    deps.log?.error({ err, recommendation: rec.id }, 'recommendation mail not delivered');
  }
}
