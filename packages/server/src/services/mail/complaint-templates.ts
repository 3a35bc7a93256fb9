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

/** `2026-05-01T09:30:00` → `01/05/2026 09:30` (day first, as Colombians read dates). */
function readable(local: string): string {
  const [date = '', time = ''] = local.split('T');
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} ${time.slice(0, 5)}`;
}

/** Mail to the consumer when a complaint is filed. */
export function complaintFiledMail(facts: ComplaintMailFacts & { stateName: string }): MailContent {
  return mail(`Radicamos tu queja ${facts.codigoQueja}`, [
    greeting(facts.name),
    `Recibimos tu queja contra ${facts.entityName} en el ${PORTAL_NAME} el ${readable(facts.at)} (hora de Bogotá).`,
    `Código de radicación: ${facts.codigoQueja}\nEstado: ${facts.stateName}`,
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
    `Tu queja ${facts.codigoQueja} contra ${facts.entityName} pasó del estado "${facts.fromStateName}" al estado "${facts.toStateName}" el ${readable(facts.at)} (hora de Bogotá).`,
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
