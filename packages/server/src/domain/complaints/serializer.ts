import { toBogotaLocal } from './dates.js';
import { COMPLAINT_FIELDS, type ComplaintRecord, type FieldSpec } from './fields.js';

/** A JSON value as it leaves the server. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One field's value in its JSON form: dates as Bogotá local text, decimals as numbers. */
export function fieldJson(spec: FieldSpec, value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  switch (spec.kind) {
    case 'datetime':
      return toBogotaLocal(value as Date);
    case 'decimal':
      return Number(value);
    default:
      return value as JsonValue;
  }
}

/**
 * The complaint's fields in their JSON form, entity-api's order, portal fields after them. What a
 * version keeps as its snapshot and what every complaint answer starts from.
 */
export function complaintJson(
  record: ComplaintRecord,
  omit?: ReadonlySet<string>,
): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = { id: record.id };
  for (const spec of COMPLAINT_FIELDS) {
    if (omit?.has(spec.name)) continue;
    out[spec.name] = fieldJson(spec, (record as unknown as Record<string, unknown>)[spec.name]);
  }
  return out;
}

/**
 * The fields whose JSON form differs between `before` and `after`, as `{field: {old, new}}`:
 * what a version row records.
 */
export function diffComplaints(
  before: ComplaintRecord | null,
  after: ComplaintRecord,
): Record<string, { old: JsonValue; new: JsonValue }> {
  const changes: Record<string, { old: JsonValue; new: JsonValue }> = {};
  const a = after as unknown as Record<string, unknown>;
  const b = before as unknown as Record<string, unknown> | null;
  for (const spec of COMPLAINT_FIELDS) {
    // The update stamp changes on every version; recording it would say nothing.
    if (spec.name === 'fecha_actualizacion') continue;
    const oldValue = b === null ? null : fieldJson(spec, b[spec.name]);
    const newValue = fieldJson(spec, a[spec.name]);
    if (JSON.stringify(oldValue) !== JSON.stringify(newValue)) {
      changes[spec.name] = { old: oldValue, new: newValue };
    }
  }
  return changes;
}
