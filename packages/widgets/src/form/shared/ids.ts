import { useId } from 'react';

/** The ids a field hangs its parts on, derived from the control's id. */
export interface FieldIds {
  id: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

/** Derives the label, hint and error ids of a field from its control id. */
export function fieldIds(id: string): FieldIds {
  return { id, labelId: `${id}-label`, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** The given `id`, or a stable generated one (React `useId`) when none is passed. */
export function useFieldId(id?: string): string {
  const generated = useId();
  // useId output contains colons, which are valid ids but awkward in CSS selectors.
  return id ?? `sfc${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/**
 * The `aria-describedby` value for a control: its hint (when shown) and its error (only while
 * there is one), or undefined when there is nothing to point at.
 */
export function describedBy(
  ids: FieldIds,
  { hint, error }: { hint?: unknown; error?: unknown },
): string | undefined {
  const parts = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}
