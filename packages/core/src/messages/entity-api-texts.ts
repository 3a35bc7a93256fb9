/**
 * Texts of the supervised-entity API added for the entities' existing clients.
 *
 * - The rule texts contain, word for word, the fragments of the real service's messages that a
 *   CRM's public error-matching table lists (`packages/server/data/catalogs/errores_sfc.json`), so those
 *   clients classify the error as before.
 * - The Spanish forms of the texts the real service answers in English by default (Django REST
 *   framework and Simple JWT), given when the request asks for Spanish (`Accept-Language: es`):
 *   Django's and Simple JWT's own Spanish catalogues, where they word them.
 */
export const ENTITY_API_TEXTS = {
  /** A second final-answer document on a closed complaint. */
  finalAnswerAlreadySent: 'La Queja ya cuenta con un documento de respuesta final.',
  /** An update that repeats the stored `fecha_actualizacion`. */
  updateDateRepeated: 'La fecha debe ser diferente a la fecha ya registrada.',
  /** A complaint with the consumer, entity and motive of one still open, naming that one. */
  sameMotiveOpen: (code: string) =>
    `Para este consumidor ya existe una Queja radicada para la entidad con el mismo motivo, con número de radicado [${code}].`,
  /** A fraud report closed more than two months after it was filed. */
  fraudClosedTooLate:
    'La denuncia tiene una fecha de cierre de más de dos meses desde la fecha de creación de la queja.',
  /** The 403 of the staff catalog-maintenance routes for anyone without module 5 "Entidades". */
  unknownCodesForbidden:
    'No tienes permiso para consultar ni ampliar los catálogos de las entidades: requiere el módulo Entidades.',
  /** A catalog name that a spreadsheet would run as a formula, or that looks like markup. */
  catalogNameUnsafe: 'El nombre no puede empezar por =, +, -, @ ni contener los caracteres < o >.',
  /** `queja with this codigo queja already exists.` in Spanish (Django's catalogue). */
  complaintDuplicateEs: 'Ya existe queja con este codigo queja.',
  /** `No active account found with the given credentials` in Spanish (Simple JWT's catalogue). */
  noActiveAccountEs: 'No se encontró una cuenta de usuario activa para las credenciales provistas',
  /** `Token is invalid or expired` in Spanish (the contract's own wording for access tokens). */
  refreshInvalidEs: 'El token es inválido o ha expirado',
  /** `Token is blacklisted` in Spanish. */
  refreshBlacklistedEs: 'El token está en la lista negra',
  /**
   * The outer `detail` of the real service's envelope for the errors it passes through whole
   * (a refused refresh token, a method the path does not take): `{"status_code", "messages", "detail"}`.
   */
  apiExceptionDetail: 'Error APIException',
} as const;
