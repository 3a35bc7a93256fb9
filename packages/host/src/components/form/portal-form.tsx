import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  FormProvider,
  type FieldErrors,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { MESSAGES } from '@sfc/core';
import { FormValidatesFieldsContext } from '@sfc/widgets';
import { ErrorSummary, type SummaryItem } from '../error-summary.js';
import { Notice } from '../notice.js';
import type { FormProblem } from './server-failure.js';

/** Props of {@link PortalForm}. */
export interface PortalFormProps<TForm extends FieldValues> {
  /** From {@link usePortalForm}. */
  form: UseFormReturn<TForm>;
  /**
   * Runs with valid values; resolves to the problem to show when the server refused (see
   * `applyServerFailure`), or nothing when the call went through.
   */
  onValid: (values: TForm) => Promise<FormProblem | null | void>;
  /** Field name → label, in the order the fields appear: the error summary lists them so. */
  labels: Readonly<Record<string, string>>;
  /** Field name → the id of its control, when they differ (e.g. a file field). */
  fieldIds?: Readonly<Record<string, string>>;
  className?: string;
  /** Shown above the summary (e.g. a success notice). */
  before?: ReactNode;
  children: ReactNode;
}

/**
 * Every message in `errors` by its field's dotted path: nested fields (`entities.0.recibidas`,
 * as `setError` stores them) included, which `Object.keys` alone would miss.
 */
function messagesByPath(errors: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (errors === null || typeof errors !== 'object') return found;
  const { message } = errors as { message?: unknown };
  if (prefix !== '' && typeof message === 'string' && message !== '') found.set(prefix, message);
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    // A field error's own parts (its element and rule details) are not fields.
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types' || key === 'root') continue;
    for (const [path, text] of messagesByPath(value, prefix === '' ? key : `${prefix}.${key}`))
      if (!found.has(path)) found.set(path, text);
  }
  return found;
}

function summaryItems(
  errors: FieldErrors,
  labels: Readonly<Record<string, string>>,
  fieldIds: Readonly<Record<string, string>>,
): SummaryItem[] {
  const messages = messagesByPath(errors);
  const ordered = [...Object.keys(labels), ...[...messages.keys()].filter((name) => !(name in labels))];
  return ordered.flatMap((name) => {
    const message = messages.get(name);
    return message ? [{ id: fieldIds[name] ?? name, label: labels[name] ?? name, message }] : [];
  });
}

/**
 * A portal form (docs/decisions/0007-form-pattern.md): React Hook Form's provider around a
 * `noValidate` form, the fields inside showing only the messages the form gives them. A refused
 * submit (a field's rule, or a server answer) shows the error summary and moves focus to it once;
 * a problem no field can fix shows the spec's general error ("Algo salió mal") instead.
 */
export function PortalForm<TForm extends FieldValues>({
  form,
  onValid,
  labels,
  fieldIds = {},
  className = 'sfc-form portal-form portal-form--wide',
  before,
  children,
}: PortalFormProps<TForm>) {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [refusals, setRefusals] = useState(0);
  const generalRef = useRef<HTMLDivElement>(null);
  const { errors } = form.formState;
  const items = summaryItems(errors, labels, fieldIds);

  const submit: SubmitHandler<TForm> = async (values) => {
    const refused = (await onValid(values)) ?? null;
    setProblem(refused);
    if (refused || Object.keys(form.formState.errors).length > 0) setRefusals((n) => n + 1);
  };

  useEffect(() => {
    if (refusals > 0 && problem?.general) generalRef.current?.focus();
  }, [refusals, problem]);

  const general = problem?.general ? problem.message : null;
  const formMessage = problem && !problem.general ? problem.message : null;
  return (
    <FormProvider {...form}>
      <FormValidatesFieldsContext.Provider value={true}>
        <form
          className={className}
          noValidate
          onSubmit={(event) => {
            setProblem(null);
            void form.handleSubmit(submit, () => setRefusals((n) => n + 1))(event);
          }}
        >
          {before}
          {general ? (
            <div ref={generalRef} tabIndex={-1} className="form-general-error">
              <Notice kind="error" title={MESSAGES.genericErrorTitle}>
                {general}
              </Notice>
            </div>
          ) : null}
          {/* After a refused submit only; a field left empty before any submit shows its own message. */}
          {form.formState.submitCount > 0 || formMessage ? (
            <ErrorSummary items={items} form={formMessage} focusKey={general ? 0 : refusals} />
          ) : null}
          {children}
        </form>
      </FormValidatesFieldsContext.Provider>
    </FormProvider>
  );
}
