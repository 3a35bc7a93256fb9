import { multipartTextValue } from '../signing/multipart-text.js';

/** The parts of `FormData` the client uses; typed structurally because core has no DOM types. */
export interface FormDataLike {
  append(name: string, value: unknown, fileName?: string): void;
  entries(): Iterable<[string, unknown]>;
}

/** Whether a body is a `FormData` (multipart), without touching the `FormData` global. */
export function isFormDataLike(body: unknown): body is FormDataLike {
  return Object.prototype.toString.call(body) === '[object FormData]';
}

/**
 * The same form with every text value in its wire form ({@link multipartTextValue}), files
 * untouched, in the same order. The client sends this copy and signs its text fields, so what is
 * signed is what goes on the wire whatever the fetch implementation does with line breaks.
 * The copy is made with the form's own constructor (core touches no DOM global).
 */
export function formDataForWire(body: FormDataLike): FormDataLike {
  const FormDataClass = body.constructor as new () => FormDataLike;
  const wire = new FormDataClass();
  for (const [name, value] of body.entries()) {
    wire.append(name, typeof value === 'string' ? multipartTextValue(value) : value);
  }
  return wire;
}

/**
 * What a multipart body signs: its text fields as a JSON object in the order they were
 * appended, each in its wire form ({@link multipartTextValue}), files left out (entity-api: an
 * upload signs `{"codigo_queja", "type"}` only). A field appended more than once becomes a list
 * of its values, in order. The server rebuilds the same object from the multipart fields it
 * received and signs it with `canonicalJson`.
 */
export function formDataSignedFields(body: FormDataLike): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, raw] of body.entries()) {
    if (typeof raw !== 'string') continue;
    const value = multipartTextValue(raw);
    const previous = fields[name];
    if (previous === undefined) fields[name] = value;
    else fields[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return fields;
}
