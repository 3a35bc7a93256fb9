import { ANNUAL_REPORT_TEXTS as T } from '../../core.js';
import type { Db } from '../../db/driver.js';
import type { MessageTransport } from '../../services/mail/message-transport.js';
import type { MailContent } from '../../services/mail/templates.js';
import type { ErrorLog } from '../complaints/notifications.js';
import { personOf, type ReportRow } from './repository.js';

/** The module of the authority's reviewers («Registro de informe anual»). */
export const REGISTRY_MODULE_ID = 22;

const SIGNATURE = 'Portal SFC\nAtención al consumidor financiero';

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function mail(subject: string, paragraphs: string[]): MailContent {
  const all = [...paragraphs, SIGNATURE];
  const html = all.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  return {
    subject,
    text: all.join('\n\n') + '\n',
    html: `<!doctype html>\n<html lang="es"><body>\n${html}\n</body></html>`,
  };
}

/**
 * Who hears about a submitted report: the reviewer who last handled it, else every active
 * authority user (no entity) holding the registry module.
 */
async function reviewerAddresses(db: Db, report: ReportRow): Promise<string[]> {
  if (report.reviewer_user_id !== null) {
    const reviewer = await personOf(db, report.reviewer_user_id);
    if (reviewer.email) return [reviewer.email];
  }
  const { rows } = await db.query<{ email: string }>(
    `SELECT DISTINCT u.email FROM users u
       JOIN user_groups ug ON ug.user_id = u.id JOIN groups g ON g.id = ug.group_id AND g.is_active
       JOIN group_modules gm ON gm.group_id = g.id AND gm.module_id = $1
      WHERE u.is_active AND u.email IS NOT NULL AND u.tipo_entidad IS NULL
        AND NOT EXISTS (SELECT 1 FROM user_entities ue WHERE ue.user_id = u.id)
      ORDER BY u.email LIMIT 50`,
    [REGISTRY_MODULE_ID],
  );
  return rows.map((r) => r.email);
}

/**
 * Mails the other side of a hand-over: the reviewers when the defender submits, the defender
 * when the authority returns or accepts. Failures are logged, never thrown (the change is saved).
 */
export async function notifyHandOver(
  deps: { db: Db; transport: MessageTransport; log?: ErrorLog },
  report: ReportRow,
  action: 'submit' | 'return' | 'accept',
  comment: string | null,
): Promise<void> {
  try {
    const dcf = await personOf(deps.db, report.dcf_user_id);
    if (action === 'submit') {
      const content = mail(T.mailSubmittedSubject(report.year, dcf.name), [
        'Hola:',
        T.mailSubmitted(report.year, dcf.name),
      ]);
      for (const to of await reviewerAddresses(deps.db, report))
        await deps.transport.sendMail({ to, ...content });
      return;
    }
    if (!dcf.email) return;
    const content =
      action === 'return'
        ? mail(T.mailReturnedSubject(report.year), [
            `Hola, ${dcf.name}:`,
            T.mailReturned(report.year, comment ?? ''),
          ])
        : mail(T.mailAcceptedSubject(report.year), [`Hola, ${dcf.name}:`, T.mailAccepted(report.year)]);
    await deps.transport.sendMail({ to: dcf.email, ...content });
  } catch (err) {
    deps.log?.error({ err, report: report.id }, 'annual report mail not delivered');
  }
}
