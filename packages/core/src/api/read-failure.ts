import { API_ERROR_TEXTS, MESSAGES, NON_FIELD_ERRORS_KEY } from '../messages/messages.js';
import { ENTITY_API_SPANISH_TEXTS, SIGN_IN_REFUSAL_TEXTS } from '../messages/failure-answer-texts.js';
import type { ApiFailure } from './api-result.js';

/** What a form shows for a refused call: messages by field, and one for the whole form. */
export interface FormFailure {
  fields: Record<string, string>;
  form: string | null;
  /**
   * True when no field can fix it: the server failed, the network did, the answer was unreadable
   * or the request itself was refused (signature, missing header). Forms show `form` then as the
   * spec's general error ("Algo salió mal"), not as a problem with what the user typed.
   */
  general: boolean;
}

// Texts some server answers carry in English (entity-api's wording), or in the real service's
// Spanish when the browser asks for Spanish (Accept-Language): shown in the portal's words instead.
const SPANISH_FOR: Readonly<Record<string, string>> = {
  [API_ERROR_TEXTS.noActiveAccount]: SIGN_IN_REFUSAL_TEXTS.invalidCredentials,
  [ENTITY_API_SPANISH_TEXTS.noActiveAccountEs]: SIGN_IN_REFUSAL_TEXTS.invalidCredentials,
  [ENTITY_API_SPANISH_TEXTS.refreshInvalidEs]: MESSAGES.genericError,
  [ENTITY_API_SPANISH_TEXTS.refreshBlacklistedEs]: MESSAGES.genericError,
  [API_ERROR_TEXTS.refreshInvalid]: MESSAGES.genericError,
  [API_ERROR_TEXTS.refreshBlacklisted]: MESSAGES.genericError,
  [ENTITY_API_SPANISH_TEXTS.apiExceptionDetail]: MESSAGES.genericError,
  [API_ERROR_TEXTS.missingHeader]: MESSAGES.genericError,
  [API_ERROR_TEXTS.signatureFailedLegacy]: MESSAGES.genericError,
  [API_ERROR_TEXTS.signatureFailed]: MESSAGES.genericError,
};

/** Texts that say the request failed, not the user's input. */
const GENERAL_TEXTS: ReadonlySet<string> = new Set([
  MESSAGES.genericError,
  MESSAGES.internalServerError,
  MESSAGES.invalidServerResponse,
]);

const spanish = (text: string): string => SPANISH_FOR[text] ?? text;

function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item);
      if (text) return text;
    }
  }
  return null;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * Reads a refused call the way the server words it: 400 bodies carry `message: {field: [..]}`
 * (non-field problems under `non_field_errors`), sign-in refusals an `error`, others a `detail`.
 * 500s, network failures and unreadable answers keep core's §8 text.
 */
export function readFailure(result: ApiFailure): FormFailure {
  const fields: Record<string, string> = {};
  const body = asRecord(result.data);
  if (!body || result.reason === 'internal-error' || result.reason === 'network-error') {
    return { fields, form: result.message, general: true };
  }
  let form: string | null = null;
  const messages = asRecord(body.message);
  if (messages) {
    for (const [field, value] of Object.entries(messages)) {
      const text = firstText(value);
      if (!text) continue;
      if (field === NON_FIELD_ERRORS_KEY) form ??= spanish(text);
      else fields[field] = spanish(text);
    }
  }
  const error = firstText(body.error);
  const message = messages ? null : firstText(body.message);
  const detail = firstText(body.detail);
  form ??= error ? spanish(error) : message ? spanish(message) : null;
  if (!form && detail && detail !== API_ERROR_TEXTS.validationDetail) form = spanish(detail);
  const noField = Object.keys(fields).length === 0;
  if (!form && noField) form = result.message;
  const general = noField && form !== null && GENERAL_TEXTS.has(form);
  return { fields, form, general };
}

/**
 * A refused call as one sentence for a screen that shows its problems in one place (not beside
 * each field): every field's message after the field's name as the screen labels it
 * (`labels[serverField]`), so «Este campo no puede estar en blanco.» never stands alone; a field
 * the screen has no label for keeps the server's name for it. The form's message comes last.
 */
export function describeFailure(result: ApiFailure, labels: Readonly<Record<string, string>> = {}): string {
  const { fields, form } = readFailure(result);
  const parts = Object.entries(fields).map(([field, text]) => `${labels[field] ?? field}: ${text}`);
  if (form && (parts.length === 0 || form !== result.message)) parts.push(form);
  return parts.join(' ');
}
