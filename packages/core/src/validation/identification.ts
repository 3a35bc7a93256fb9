import { LIMITS } from '../messages/constants.js';
import { MESSAGES } from '../messages/messages.js';
import { PORTAL_TEXTS } from '../messages/portal-texts.js';

/**
 * Identification type ids that change how the number is typed and checked (catalogue `tipo_id`
 * of data/catalogos_sfc_smartsupervision.json).
 */
export const IDENTIFICATION_TYPE = {
  /** Cédula de ciudadanía. */
  cc: 1,
  /** RUT / NIT: digits with a check digit. */
  nit: 3,
  /** Pasaporte. */
  passport: 5,
  /** Sociedad extranjera sin NIT: free text. */
  foreignCompany: 7,
  /** PEP. */
  pep: 8,
} as const;

/** Person types (`persona` of the SmartSupervision catalogue). */
export const PERSON_TYPE = { natural: 1, legal: 2 } as const;

/**
 * The identification types each person type uses: a company identifies with its RUT/NIT (3, and
 * the portal's own NIT entry 11) or as a foreign company without NIT (7); a natural person with a
 * personal document (cédula, foreign ID, DNI, passport, diplomatic card, PEP, NUIP, PPT).
 */
export const IDENTIFICATION_TYPES_BY_PERSON_TYPE: Readonly<Record<number, readonly number[]>> = {
  [PERSON_TYPE.natural]: [1, 2, 4, 5, 6, 8, 9, 10],
  [PERSON_TYPE.legal]: [IDENTIFICATION_TYPE.nit, IDENTIFICATION_TYPE.foreignCompany, 11],
};

/**
 * Whether `typeId` is an identification a person of `personType` can have; true while either is
 * not chosen, or for a person type without a list of its own.
 */
export function identificationTypeFitsPerson(
  personType: IdentificationTypeId,
  typeId: IdentificationTypeId,
): boolean {
  const allowed = IDENTIFICATION_TYPES_BY_PERSON_TYPE[typeNumber(personType)];
  const type = typeNumber(typeId);
  return allowed === undefined || Number.isNaN(type) || allowed.includes(type);
}

/** The message for an identification type another person type uses, or null when it fits. */
export function identificationTypeProblem(
  personType: IdentificationTypeId,
  typeId: IdentificationTypeId,
): string | null {
  if (identificationTypeFitsPerson(personType, typeId)) return null;
  return typeNumber(personType) === PERSON_TYPE.legal
    ? PORTAL_TEXTS.identificationTypeNotLegal
    : PORTAL_TEXTS.identificationTypeNotNatural;
}

/** A type id as selects hand it over (number or numeric string), or nothing chosen yet. */
export type IdentificationTypeId = number | string | null | undefined;

/** Options of {@link validateIdentification}. */
export interface IdentificationCheckOptions {
  /** §5 "can be disabled": set to false to skip the NIT format check for type 3. */
  nitCheck?: boolean;
}

// Max lengths per §5; every type not listed takes the generic 100.
const MAX_LENGTH_BY_TYPE: Readonly<Record<number, number>> = {
  [IDENTIFICATION_TYPE.nit]: 14,
  [IDENTIFICATION_TYPE.cc]: 15,
};
const DEFAULT_MAX_LENGTH = 100;

// Digits, then optionally a hyphen, then exactly one check digit: the hyphen can only sit
// in the second-to-last position.
const NIT_FORMAT = /^\d+-?\d$/;

function typeNumber(typeId: IdentificationTypeId): number {
  return typeId === null || typeId === undefined || typeId === '' ? Number.NaN : Number(typeId);
}

function truncate(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

/** §5 maximum length of the identification number: 14 for type 3, 15 for type 1, otherwise 100. */
export function identificationMaxLength(typeId: IdentificationTypeId): number {
  return MAX_LENGTH_BY_TYPE[typeNumber(typeId)] ?? DEFAULT_MAX_LENGTH;
}

/**
 * §5 filter applied as the user types, then truncated to {@link identificationMaxLength}:
 * - types 3 and 8: digits and hyphen;
 * - type 5: ASCII letters, digits and hyphen;
 * - type 7: no filtering;
 * - any other type (or none chosen): digits only, with leading zeros stripped, because a
 *   document number never starts with 0 and "000123" would otherwise be stored as a
 *   different number than "123".
 */
export function filterIdentificationInput(typeId: IdentificationTypeId, raw: string): string {
  const type = typeNumber(typeId);
  let filtered: string;
  switch (type) {
    case IDENTIFICATION_TYPE.nit:
    case IDENTIFICATION_TYPE.pep:
      filtered = raw.replace(/[^\d-]+/g, '');
      break;
    case IDENTIFICATION_TYPE.passport:
      filtered = raw.replace(/[^A-Za-z\d-]+/g, '');
      break;
    case IDENTIFICATION_TYPE.foreignCompany:
      filtered = raw;
      break;
    default:
      filtered = raw.replace(/\D+/g, '').replace(/^0+/, '');
  }
  return truncate(filtered, identificationMaxLength(type));
}

/**
 * §5 identification check, applied to an already filtered value:
 * "Identificación inválida." when shorter than 4 characters; for type 3, unless
 * `nitCheck` is false, "El NIT no tiene el formato requerido, por favor verifique." when it is
 * not digits with an optional hyphen before a single check digit.
 * An empty value passes: emptiness is the `required` rule's business.
 */
export function validateIdentification(
  typeId: IdentificationTypeId,
  value: string | null | undefined,
  { nitCheck = true }: IdentificationCheckOptions = {},
): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  if (trimmed.length < LIMITS.identificationMinLength) return MESSAGES.identificationInvalid;
  if (nitCheck && typeNumber(typeId) === IDENTIFICATION_TYPE.nit && !NIT_FORMAT.test(trimmed)) {
    return MESSAGES.nitInvalid;
  }
  return null;
}

/** The same check as {@link validateIdentification}, shaped as a rule for `validate`. */
export function identificationRule(
  typeId: IdentificationTypeId,
  options: IdentificationCheckOptions = {},
): (value: string | null | undefined) => string | null {
  return (value) => validateIdentification(typeId, value, options);
}

/** §5 placeholder of the identification input for the chosen type. */
export function identificationPlaceholder(typeId: IdentificationTypeId): string {
  switch (typeNumber(typeId)) {
    case IDENTIFICATION_TYPE.nit:
      return MESSAGES.identificationPlaceholderNit;
    case IDENTIFICATION_TYPE.passport:
      return MESSAGES.identificationPlaceholderPassport;
    default:
      return MESSAGES.identificationPlaceholderDefault;
  }
}

/**
 * §5 "changing the type clears the input": the value the identification input takes after
 * the type changes. The arguments are accepted so call sites read naturally; they never
 * influence the result.
 */
export function onIdentificationTypeChange(_nextTypeId?: IdentificationTypeId, _previousValue?: string): '' {
  return '';
}
