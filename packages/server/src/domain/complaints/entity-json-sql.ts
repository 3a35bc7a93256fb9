import { BOGOTA_OFFSET_MINUTES } from './dates.js';
import { COMPLAINT_FIELDS, type FieldSpec } from './fields.js';
import { COMPLAINT_STATES, entityVisibleState } from './state-machine.js';

/**
 * A complaint as entities read it (`entityComplaintJson` in `routes/entity-api/entity-context.ts`),
 * written by PostgreSQL instead: the same fields in the same order, built from the same field
 * table and state rule, so the entity's list hands each row's JSON text through without turning
 * every column into JavaScript values and back (ADR 0057). `entity-json-sql.test.ts` checks that
 * both give the same answer for complaints of every kind.
 */

/** One field's value in its JSON form, as SQL over the complaint row `alias`. */
function fieldSql(spec: FieldSpec, alias: string): string {
  const column = `${alias}.${spec.column}`;
  switch (spec.kind) {
    case 'datetime':
      // Bogotá local time, seconds truncated (as toBogotaLocal): a fixed offset since 1993.
      return `to_char((${column} AT TIME ZONE 'UTC') + interval '${BOGOTA_OFFSET_MINUTES} minutes', 'YYYY-MM-DD"T"HH24:MI:SS')`;
    case 'decimal':
      // A JSON number with a double's value, as Number() gives it.
      return `${column}::float8`;
    default:
      if (spec.name === 'estado_cod') return visibleStateSql(column);
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

/**
 * A `FROM` item that, joined `LATERAL` after the complaint row `alias`, has one column per
 * entity-api field named as entity-api names it; `row_to_json(<name>)` of it is the complaint's
 * JSON as entities read it.
 */
export function entityComplaintJsonLateral(alias: string, name: string): string {
  const columns = COMPLAINT_FIELDS.filter((spec) => spec.entityApi).map(
    (spec) => `${fieldSql(spec, alias)} AS ${quoted(spec.name)}`,
  );
  return `LATERAL (SELECT ${columns.join(', ')}) ${name}`;
}
