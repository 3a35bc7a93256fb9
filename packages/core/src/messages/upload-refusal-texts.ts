/**
 * The server's refusal of a form that names an unusable upload: the signed client checks answers
 * for it. Part of UPLOAD_TEXTS too; kept in its own module so every element's client carries this
 * one text and not the attachment fields' progress texts.
 */
export const UPLOAD_REFUSAL_TEXTS = {
  /** A form names an upload that is not the caller's, not finished, or already swept. */
  uploadUnavailable: 'El archivo no terminó de cargarse o ya no está disponible. Vuelva a adjuntarlo.',
} as const;
