/**
 * A validation rule: returns the Spanish message to show, or `null` when the value is acceptable.
 * Every rule in this folder has this shape so forms (and the server) combine them one way.
 */
export type ValidationRule<T = unknown> = (value: T) => string | null;

/**
 * Runs `rules` in order and returns the first message, or `null` when all pass.
 * Falsy entries are skipped so optional rules can be written inline (`isRequired && required`).
 */
export function validate<T>(
  value: T,
  rules: ReadonlyArray<ValidationRule<T> | false | null | undefined>,
): string | null {
  for (const rule of rules) {
    if (!rule) continue;
    const message = rule(value);
    if (message !== null) return message;
  }
  return null;
}

/** Builds one rule out of several; the combined rule reports the first failing message. */
export function composeRules<T>(
  ...rules: ReadonlyArray<ValidationRule<T> | false | null | undefined>
): ValidationRule<T> {
  return (value) => validate(value, rules);
}
