/**
 * What the server answers about an `Idempotency-Key` on a filing (the consumer's, a staff
 * member's for a consumer, an entity's registration): a retry with the same key gets the first
 * answer; these are the refusals.
 */
export const IDEMPOTENCY_TEXTS = {
  /** The header's name, as the field of the 400's messages. */
  header: 'Idempotency-Key',
  /** A key that is empty, too long or has characters other than visible ASCII. */
  keyInvalid: 'La clave Idempotency-Key debe tener entre 1 y 255 caracteres visibles, sin espacios.',
  /** The key was used by this caller for a different request. */
  keyReused:
    'Esta clave Idempotency-Key ya se usó para una solicitud distinta. Use una clave nueva para cada radicación.',
  /** The first request with this key has not answered yet. */
  keyInProgress:
    'Una solicitud con esta clave Idempotency-Key todavía está en proceso. Intente de nuevo en unos segundos.',
} as const;
