import { formatDisplayDate, formatDisplayDateTimeWithZone } from '../../core.js';
import { PORTAL_NAME, type MailContent } from './templates.js';

/**
 * Mails of the complaint journey: filed, state changed, technical-support request received.
 * Plain text with a minimal HTML alternative, in the portal's register (tú), like the code mails.
 */

const SIGNATURE = 'Portal SFC\nAtención al consumidor financiero';
const NO_REPLY = 'Este es un mensaje automático: por favor no respondas a este correo.';

function greeting(name?: string | null): string {
  const n = name?.trim();
  return n ? `Hola, ${n}:` : 'Hola:';
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function mail(subject: string, paragraphs: string[]): MailContent {
  const text = paragraphs.join('\n\n') + '\n';
  const html = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  return { subject, text, html: `<!doctype html>\n<html lang="es"><body>\n${html}\n</body></html>` };
}

/** What the complaint mails say about the complaint. */
export interface ComplaintMailFacts {
  name?: string | null;
  codigoQueja: string;
  entityName: string;
  /** Bogotá local `YYYY-MM-DDTHH:MM:SS`. */
  at: string;
}

/**
 * Mail to the consumer when a complaint is filed. Dates follow the portal's one display rule
 * (core's formatDisplayDateTimeWithZone, docs/dates.md), as on the screens.
 */
export function complaintFiledMail(
  facts: ComplaintMailFacts & {
    stateName: string;
    /** The last day the entity's answer is on time, `YYYY-MM-DD`. */
    responseDeadline: string;
    responseTermDays: number;
  },
): MailContent {
  return mail(`Radicamos tu queja ${facts.codigoQueja}`, [
    greeting(facts.name),
    `Recibimos tu queja contra ${facts.entityName} en el ${PORTAL_NAME} el ${formatDisplayDateTimeWithZone(facts.at)}.`,
    `Código de radicación: ${facts.codigoQueja}\nEstado: ${facts.stateName}`,
    `${facts.entityName} debe responderte dentro de los ${facts.responseTermDays} días hábiles siguientes a la radicación, es decir, a más tardar el ${formatDisplayDate(facts.responseDeadline)}.`,
    'Con este código puedes consultar el avance de tu queja, agregar anexos o desistir de ella en el seguimiento de quejas del portal.',
    NO_REPLY,
    SIGNATURE,
  ]);
}

/** Mail to the consumer when the state of a complaint changes. */
export function complaintStateChangedMail(
  facts: ComplaintMailFacts & { fromStateName: string; toStateName: string },
): MailContent {
  return mail(`Tu queja ${facts.codigoQueja} cambió de estado: ${facts.toStateName}`, [
    greeting(facts.name),
    `Tu queja ${facts.codigoQueja} contra ${facts.entityName} pasó del estado "${facts.fromStateName}" al estado "${facts.toStateName}" el ${formatDisplayDateTimeWithZone(facts.at)}.`,
    'Ingresa al portal para ver el detalle y los documentos de tu queja.',
    NO_REPLY,
    SIGNATURE,
  ]);
}

/** Mail confirming a technical-support request. */
export function technicalSupportReceivedMail(facts: {
  name?: string | null;
  requestId: number;
  problem: string;
}): MailContent {
  return mail(`Recibimos tu solicitud de soporte técnico n.º ${facts.requestId}`, [
    greeting(facts.name),
    `Registramos tu solicitud de soporte técnico n.º ${facts.requestId} (${facts.problem}). Nuestro equipo la revisará y te responderá a este correo.`,
    NO_REPLY,
    SIGNATURE,
  ]);
}
