import { SERVER_TEXTS } from '../../core.js';
import { AttachmentLimitError, ComplaintNotFoundError } from '../../domain/complaints/service.js';
import { ComplaintStateError } from '../../domain/complaints/state-machine.js';
import { notFoundError, unavailableError, validationError } from '../../http/errors.js';
import { StorageError } from '../../services/storage/storage-driver.js';

/**
 * Runs a complaint operation and turns the state machine's refusal into the 400 body clients
 * parse, with the Spanish reason under `non_field_errors`; a total-size refusal found under the
 * lock goes under `key`. A complaint that vanished meanwhile is a 404; storage that fails (disk,
 * bucket) is the 503 "service unavailable", since nothing was saved and a retry may work.
 */
export async function stateErrors<T>(
  operation: () => Promise<T>,
  key: string = SERVER_TEXTS.nonFieldKey,
): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof ComplaintNotFoundError) throw notFoundError();
    if (error instanceof ComplaintStateError) {
      throw validationError({ [SERVER_TEXTS.nonFieldKey]: [error.message] });
    }
    if (error instanceof AttachmentLimitError) throw validationError({ [key]: [error.message] });
    if (error instanceof StorageError) throw unavailableError();
    throw error;
  }
}

function pythonType(body: unknown): string {
  if (Array.isArray(body)) return 'list';
  if (body === null || body === undefined) return 'NoneType';
  return typeof body === 'string' ? 'str' : typeof body === 'number' ? 'int' : typeof body;
}

/** A JSON body that must be an object; anything else is DRF's "Datos inválidos..." 400. */
export function jsonObject(body: unknown): Record<string, unknown> {
  if (typeof body === 'object' && body !== null && !Array.isArray(body))
    return body as Record<string, unknown>;
  throw validationError({ [SERVER_TEXTS.nonFieldKey]: [SERVER_TEXTS.bodyNotObject(pythonType(body))] });
}
