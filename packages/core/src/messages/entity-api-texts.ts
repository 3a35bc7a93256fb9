import { ENTITY_API_SPANISH_TEXTS } from './failure-answer-texts.js';

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
  ...ENTITY_API_SPANISH_TEXTS,
} as const;
