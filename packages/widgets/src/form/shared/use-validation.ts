import { createContext, useContext, useState } from 'react';
import { required as requiredRule, validate, type ValidationRule } from '@sfc/core';

/** Options of {@link useValidation}. */
export interface ValidationOptions<T> {
  value: T;
  required?: boolean;
  /** Rules checked after `required`, in order; the first message wins. */
  rules?: ReadonlyArray<ValidationRule<T> | false | null | undefined>;
  /** Rules whose message shows while typing, without waiting for the field to lose focus. */
  liveRules?: ReadonlyArray<ValidationRule<T> | false | null | undefined>;
  /** External message (e.g. from the server): always shown, before any rule's. */
  error?: string | null;
  /** Shows rule messages even before the user leaves the field (e.g. after a submit attempt). */
  showErrors?: boolean;
}

/** What a field shows and how it learns that the user has left it. */
export interface ValidationState {
  /** The message to show now, or null. */
  message: string | null;
  /** The first failing rule's message whether or not it is shown yet (for setCustomValidity). */
  invalid: string | null;
  /** Call on blur: from then on, rule messages are shown. */
  touch: () => void;
}

/**
 * True inside a form that validates its fields itself (the host's React Hook Form pattern): the
 * fields then show only the `error` they are given, never their own rule messages, so a field
 * the form has just emptied after a success cannot show "Este campo es obligatorio".
 */
export const FormValidatesFieldsContext = createContext(false);

/**
 * Field validation with the portal's timing: an external `error` always shows; `required`
 * and `rules` messages show once the user has left the field (or `showErrors` is set), so an
 * empty form does not greet the user with errors; `liveRules` show as soon as they fail.
 */
export function useValidation<T>({
  value,
  required,
  rules = [],
  liveRules = [],
  error,
  showErrors,
}: ValidationOptions<T>): ValidationState {
  const [touched, setTouched] = useState(false);
  const formValidates = useContext(FormValidatesFieldsContext);
  const live = validate(value, liveRules);
  const invalid = live ?? validate(value, [required && requiredRule, ...rules]);
  const shown = formValidates ? null : touched || showErrors ? invalid : live;
  return {
    message: error || shown || null,
    invalid: error || invalid || null,
    touch: () => setTouched(true),
  };
}
