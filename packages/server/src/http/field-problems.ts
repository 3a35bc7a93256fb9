/** Messages by field, as 400 bodies carry them (`message: {field: [...]}`). */
export type FieldProblems = Record<string, string[]>;

/**
 * Adds `message` under `field` once. The field name may come from the request (an unknown key,
 * a path), so it is looked up as an own property only: `valueOf`, `constructor` or `__proto__`
 * are fields like any other, never the object's inherited members.
 */
export function addFieldMessage(problems: FieldProblems, field: string, message: string): void {
  if (!Object.hasOwn(problems, field)) {
    Object.defineProperty(problems, field, {
      value: [],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  const list = problems[field] as string[];
  if (!list.includes(message)) list.push(message);
}
