import type { FastifyInstance, RouteOptions } from 'fastify';

/** PostgreSQL `integer` (int4): every id, code and counter a client may send fits in it. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

type Schema = Record<string, unknown>;

function isIntegerSchema(schema: Schema): boolean {
  const type = schema.type;
  return type === 'integer' || (Array.isArray(type) && type.includes('integer'));
}

/** Keywords whose value is a schema, or a list or map of schemas. */
const SUBSCHEMA = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties'];

/**
 * A copy of `schema` in which every integer (sub)schema without bounds is limited to the range
 * of PostgreSQL's `integer`, so that `?id=2147483648` is a 400 on the field ("Asegúrese de que
 * este valor sea menor o igual a 2147483647.") instead of an SQL error. Bounds a route sets itself
 * are kept. Objects that need no change are returned as they are.
 */
export function withIntegerBounds<T>(schema: T): T {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const source = schema as Schema;
  let copy: Schema | undefined;
  const set = (key: string, value: unknown) => {
    copy ??= { ...source };
    copy[key] = value;
  };
  if (isIntegerSchema(source)) {
    if (source.maximum === undefined && source.exclusiveMaximum === undefined) set('maximum', INT4_MAX);
    if (source.minimum === undefined && source.exclusiveMinimum === undefined) set('minimum', INT4_MIN);
  }
  for (const key of SUBSCHEMA) {
    const value = source[key];
    if (value && typeof value === 'object') {
      const bounded = withIntegerBounds(value);
      if (bounded !== value) set(key, bounded);
    }
  }
  for (const key of SUBSCHEMA_LISTS) {
    const value = source[key];
    if (Array.isArray(value)) {
      const bounded = value.map((item: unknown) => withIntegerBounds(item));
      if (bounded.some((item, i) => item !== value[i])) set(key, bounded);
    }
  }
  for (const key of SUBSCHEMA_MAPS) {
    const value = source[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const entries = Object.entries(value as Schema);
      const bounded = entries.map(([name, sub]) => [name, withIntegerBounds(sub)] as const);
      if (bounded.some(([, sub], i) => sub !== entries[i]?.[1])) set(key, Object.fromEntries(bounded));
    }
  }
  return (copy ?? source) as T;
}

/** The request parts a client controls (response schemas describe what we send). */
const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * Bounds every integer of every route's request schema (see {@link withIntegerBounds}) as routes
 * are added, so routes written later get it without thinking of it; the OpenAPI document shows
 * the bounds too. Install before any route is registered.
 */
export function installIntegerBounds(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    let copy: Record<string, unknown> | undefined;
    for (const part of REQUEST_PARTS) {
      const value = schema[part];
      if (value === undefined) continue;
      const bounded = withIntegerBounds(value);
      if (bounded !== value) {
        copy ??= { ...schema };
        copy[part] = bounded;
      }
    }
    if (copy) route.schema = copy;
  });
}
