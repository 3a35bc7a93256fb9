import { required as requiredRule, validate, type ValidationRule } from '@sfc/core';
import type { FieldValues, Validate } from 'react-hook-form';

/** Core rules for one field: a list, or a list built from the whole form (e.g. "repeat the password"). */
export type FieldRules<TValue, TForm extends FieldValues = FieldValues> =
  | ReadonlyArray<ValidationRule<TValue> | false | null | undefined>
  | ((values: TForm) => ReadonlyArray<ValidationRule<TValue> | false | null | undefined>);

/**
 * Turns core's validation rules (packages/core/src/validation: each returns the Spanish message
 * or `null`) into a React Hook Form `validate` function: "Este campo es obligatorio" first when
 * `required`, then the rules in order; the first message wins, `true` when all pass. One place
 * for every rule: the form only says which core rules a field follows.
 */
export function coreRulesValidate<TValue, TForm extends FieldValues = FieldValues>(
  rules: FieldRules<TValue, TForm> = [],
  options: { required?: boolean } = {},
): Validate<TValue, TForm> {
  return (value, values) => {
    const list = typeof rules === 'function' ? rules(values) : rules;
    return validate(value, [options.required && requiredRule, ...list]) ?? true;
  };
}
