/**
 * What a form says when what the consumer gave it is over a limit: a text longer than its field
 * (kept whole, never cut) and an attachment turned away (which file, and which rule). The spec's
 * own upload messages (MESSAGES.fileFormatInvalid and the others) stay first in each sentence.
 */
export const INPUT_LIMIT_TEXTS = {
  /** Under a text over its limit, while it is: nothing was cut, and what to do. */
  textareaOver: (over: number) =>
    `Tu texto supera el máximo en ${over === 1 ? '1 carácter' : `${over} caracteres`}. ` +
    'No se borró nada: acórtalo para poder enviarlo.',
  /** The field's error (on leaving it or on sending) while the text is over its limit. */
  textareaTooLong: (limit: number, over: number) =>
    `El texto admite ${limit} caracteres y tiene ${over === 1 ? '1 carácter' : `${over} caracteres`} de más; acórtalo para poder enviarlo.`,
  /** One refused file: its name, the spec's message, then the rule it broke. */
  fileRefused: (name: string, message: string, rule: string) => `«${name}»: ${message}. ${rule}`,
  /** The rule a file of a format not on the list broke. */
  formatRule: (extension: string, allowed: string) =>
    extension
      ? `Los archivos .${extension} no se aceptan; los formatos permitidos son: ${allowed}.`
      : `El archivo no tiene extensión; los formatos permitidos son: ${allowed}.`,
  /** The rule an iPhone's HEIC/HEIF photo broke, and how to send it as JPEG instead. */
  heicRule: (allowed: string) =>
    `Las fotos HEIC/HEIF no se aceptan (formatos permitidos: ${allowed}). Envíala como JPG: ` +
    'en el iPhone, elígela desde «Seleccionar archivos» > «Fototeca», que la entrega como JPG, ' +
    'o activa Ajustes > Cámara > Formatos > «Más compatible» para tomar las fotos en JPG.',
  /** The rule a file larger than the per-file limit broke. */
  fileSizeRule: (size: string, maxMb: number) =>
    `El archivo pesa ${size} y el máximo por archivo es ${maxMb} MB.`,
  /** The rule a file that would take the attachments past their total broke (`used`: null when none yet). */
  totalSizeRule: (size: string, used: string | null, totalMb: number) =>
    used === null
      ? `El archivo pesa ${size} y el máximo total de los anexos es ${totalMb} MB.`
      : `El archivo pesa ${size}, los anexos ya suman ${used} y el máximo total es ${totalMb} MB.`,
} as const;
