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
 * What a multipart body signs: its text fields as a JSON object in the order they were
 * appended, files left out (entity-api: an upload signs `{"codigo_queja", "type"}` only).
 * A field appended more than once becomes a list of its values, in order. The server rebuilds
 * the same object from the multipart fields it received and signs it with `canonicalJson`.
 */
export function formDataSignedFields(body: FormDataLike): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of body.entries()) {
    if (typeof value !== 'string') continue;
    const previous = fields[name];
    if (previous === undefined) fields[name] = value;
    else fields[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return fields;
}
