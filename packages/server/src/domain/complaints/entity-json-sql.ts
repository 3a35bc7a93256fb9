import { BOGOTA_OFFSET_MINUTES } from './dates.js';
import { COMPLAINT_FIELDS, type FieldSpec } from './fields.js';
import { COMPLAINT_STATES, entityVisibleState } from './state-machine.js';

/**
 * A complaint's JSON written by PostgreSQL instead of JavaScript, for the lists that send many
 * (ADR 0057): the same fields in the same order as `entityComplaintJson` (entities) and
 * `complaintJson` (the portal's view), built from the same field table and state rule, so a list
 * hands each row's JSON text through without turning every column into JavaScript values and
 * back. `entity-json-sql.test.ts` checks that both writers give the same answer for complaints of
 * every kind.
 */

/** One field's value in its JSON form, as SQL over the complaint row `alias`. */
function fieldSql(spec: FieldSpec, alias: string, entityStates: boolean): string {
  const column = `${alias}.${spec.column}`;
  switch (spec.kind) {
    case 'datetime':
      // Bogotá local time, seconds truncated (as toBogotaLocal): a fixed offset since 1993.
      return `to_char((${column} AT TIME ZONE 'UTC') + interval '${BOGOTA_OFFSET_MINUTES} minutes', 'YYYY-MM-DD"T"HH24:MI:SS')`;
    case 'decimal':
      // A JSON number with a double's value, as Number() gives it.
      return `${column}::float8`;
    default:
      if (entityStates && spec.name === 'estado_cod') return visibleStateSql(column);
      return column;
  }
}

/** `estado_cod` as entity-api knows states: {@link entityVisibleState} for every state. */
function visibleStateSql(column: string): string {
  const cases = COMPLAINT_STATES.map((state) => `WHEN ${state} THEN ${entityVisibleState(state)}`);
  // A code outside the list gets what the rule gives any other state.
  return `CASE ${column} ${cases.join(' ')} ELSE ${entityVisibleState(Number.NaN)} END`;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A `LATERAL` subselect named `name` with the given columns (`row_to_json(<name>)` is the JSON). */
function lateral(name: string, columns: string[]): string {
  return `LATERAL (SELECT ${columns.join(', ')}) ${name}`;
}

/**
 * A `FROM` item that, joined `LATERAL` after the complaint row `alias`, has one column per
 * entity-api field named as entity-api names it; `row_to_json(<name>)` of it is the complaint's
 * JSON as entities read it (`entityComplaintJson`).
 */
export function entityComplaintJsonLateral(alias: string, name: string): string {
  return lateral(
    name,
    COMPLAINT_FIELDS.filter((spec) => spec.entityApi).map(
      (spec) => `${fieldSql(spec, alias, true)} AS ${quoted(spec.name)}`,
    ),
  );
}

/**
 * The same for the portal's record (`complaintJson(record, omit)`): `id`, then every field but
 * those in `omit`, states as the portal keeps them.
 */
export function complaintJsonLateral(alias: string, name: string, omit: ReadonlySet<string>): string {
  return lateral(name, [
    `${alias}.id AS id`,
    ...COMPLAINT_FIELDS.filter((spec) => !omit.has(spec.name)).map(
      (spec) => `${fieldSql(spec, alias, false)} AS ${quoted(spec.name)}`,
    ),
  ]);
}
