import type { MailMessage } from './message-transport.js';

/** Minutes a code stays valid; stated in every message and enforced by the one-time-code service. */
export const CODE_VALIDITY_MINUTES = 10;

/** The name the messages use for the portal, so the recipient knows who writes. */
export const PORTAL_NAME = 'portal de quejas de la SFC';

/** A mail without its recipient: what a template produces. */
export type MailContent = Omit<MailMessage, 'to'>;

const SIGNATURE = 'Portal SFC\nAtención al consumidor financiero';
const IGNORE =
  'Si no fuiste tú quien hizo esta solicitud, ignora este mensaje: nadie podrá usar el código sin acceso a tu correo.';
const NEVER_ASK = 'El personal de la SFC nunca te pedirá este código por teléfono, correo ni redes sociales.';

function validity(): string {
  return `Este código es válido durante ${CODE_VALIDITY_MINUTES} minutos y solo puede usarse una vez.`;
}

function greeting(name?: string): string {
  const n = name?.trim();
  return n ? `Hola, ${n}:` : 'Hola:';
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Turns the plain-text paragraphs into a minimal HTML alternative with the code set large. */
function toHtml(text: string, code: string): string {
  const paragraphs = text
    .split('\n\n')
    .map((p) => {
      const html = escapeHtml(p).replace(/\n/g, '<br>');
      return p.includes(code)
        ? `<p>${html.replace(code, `<strong style="font-size:1.5em;letter-spacing:0.2em">${code}</strong>`)}</p>`
        : `<p>${html}</p>`;
    })
    .join('\n');
  return `<!doctype html>\n<html lang="es"><body>\n${paragraphs}\n</body></html>`;
}

function mail(subject: string, paragraphs: string[], code: string): MailContent {
  const text = paragraphs.join('\n\n') + '\n';
  return { subject, text, html: toHtml(text, code) };
}

/** Mail with the code that activates a newly registered account. */
export function registrationCodeMail(code: string, name?: string): MailContent {
  return mail(
    'Código de confirmación de tu registro en el portal SFC',
    [
      greeting(name),
      `Gracias por registrarte en el ${PORTAL_NAME}. Para activar tu cuenta, ingresa este código de confirmación:`,
      code,
      validity(),
      'Si no te registraste en el portal, ignora este mensaje: la cuenta no se activará sin el código.',
      SIGNATURE,
    ],
    code,
  );
}

/**
 * Mail to the owner of an address someone tried to register again. The registration answers
 * this attempt exactly as it answers a new address (nothing tells the visitor the address is
 * taken); the owner learns of it here, with the way back in if it was them.
 */
export function registrationAttemptMail(recoveryUrl: string, name?: string): MailContent {
  const text = [
    greeting(name),
    `Alguien intentó crear una cuenta nueva en el ${PORTAL_NAME} con tu correo electrónico. Tu correo ya tiene una cuenta, así que no se creó ninguna otra y tu cuenta sigue igual.`,
    `Si fuiste tú y no recuerdas tu contraseña, puedes restablecerla aquí: ${recoveryUrl}`,
    'Si no fuiste tú, ignora este mensaje: nadie puede entrar a tu cuenta sin tu contraseña y el código que enviamos a tu correo.',
    SIGNATURE,
  ].join('\n\n');
  const html = `<!doctype html>\n<html lang="es"><body>\n${text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
    .replace(
      escapeHtml(recoveryUrl),
      `<a href="${escapeHtml(recoveryUrl)}">${escapeHtml(recoveryUrl)}</a>`,
    )}\n</body></html>`;
  return { subject: 'Intento de registro con tu correo en el portal SFC', text: text + '\n', html };
}

/** Mail with the second-factor code of a sign-in. */
export function loginCodeMail(code: string, name?: string): MailContent {
  return mail(
    'Código de verificación para ingresar al portal SFC',
    [
      greeting(name),
      `Recibimos una solicitud de ingreso a tu cuenta en el ${PORTAL_NAME}. Tu código de verificación es:`,
      code,
      validity(),
      NEVER_ASK,
      IGNORE,
      SIGNATURE,
    ],
    code,
  );
}

/** SMS with the second-factor code of a sign-in (short: one SMS segment of text). */
export function loginCodeSms(code: string): string {
  return `Portal SFC: tu código de verificación para ingresar es ${code}. Válido por ${CODE_VALIDITY_MINUTES} minutos. No lo compartas con nadie.`;
}

/** Mail with the code that authorises a password change. */
export function passwordResetCodeMail(code: string, name?: string): MailContent {
  return mail(
    'Código para restablecer tu contraseña del portal SFC',
    [
      greeting(name),
      `Recibimos una solicitud para restablecer la contraseña de tu cuenta en el ${PORTAL_NAME}. Ingresa este código para elegir una contraseña nueva:`,
      code,
      validity(),
      'Si no solicitaste el cambio, ignora este mensaje: tu contraseña actual sigue vigente.',
      NEVER_ASK,
      SIGNATURE,
    ],
    code,
  );
}

/** SMS with the code that proves the user holds the phone number being registered. */
export function phoneValidationSms(code: string): string {
  return `Portal SFC: tu código para validar este número de celular es ${code}. Válido por ${CODE_VALIDITY_MINUTES} minutos.`;
}
