import { readFailure, type ApiFailure } from '@sfc/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** What a refused call leaves on a form: messages set on its fields, and one for the whole form. */
export interface FormProblem {
  /** The message for the whole form (the summary's text, or the general notice's). */
  message: string;
  /**
   * True when no field can fix it (a failure of the server, the network or the request itself):
   * shown as the spec's general error ("Algo salió mal"), not as "Revisa la información del formulario".
   */
  general: boolean;
}

/**
 * Puts a refused call on the form: each field message from the server goes on its field
 * (`fieldFor` maps a server field name to the form's, or drops it with `null`); what no field
 * holds becomes the form's problem.
 */
export function applyServerFailure<TForm extends FieldValues>(
  form: UseFormReturn<TForm>,
  result: ApiFailure,
  fieldFor: (serverField: string) => Path<TForm> | null = (name) => name as Path<TForm>,
): FormProblem | null {
  const failure = readFailure(result);
  let message = failure.form;
  for (const [serverField, text] of Object.entries(failure.fields)) {
    const field = fieldFor(serverField);
    if (field === null) message ??= text;
    else form.setError(field, { type: 'server', message: text });
  }
  if (message === null) return null;
  return { message, general: failure.general };
}
