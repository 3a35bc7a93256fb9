/**
 * How a property of an element is exposed:
 * - `string`, `number`: attribute `kebab-case` ↔ property `camelCase`; attribute changes update
 *   the property, removing the attribute resets it to `undefined`; setting the property does not
 *   write the attribute back (no attribute churn).
 * - `boolean`: HTML semantics: present (even empty, `<x disabled>`) is `true`, absent is
 *   `false`; setting the property adds or removes the attribute, so `:host([disabled])` works.
 * - `json`: the attribute holds JSON (invalid JSON reads as `undefined`); property not reflected.
 * - `property`: property only (objects, functions, callbacks), no attribute.
 */
export type PropKind = 'string' | 'number' | 'boolean' | 'json' | 'property';

/** `apiBase` → `api-base`: the attribute name of a camelCase property. */
export function attributeName(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The property value an attribute value stands for, under `kind` (`null` = no attribute). */
export function parseAttribute(kind: PropKind, value: string | null): unknown {
  if (kind === 'boolean') return value !== null;
  if (value === null) return undefined;
  if (kind === 'number') {
    const number = Number(value);
    return value.trim() === '' || Number.isNaN(number) ? undefined : number;
  }
  if (kind === 'json') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  return value;
}
