import { useEffect, useRef } from 'react';
import { PORTAL_TEXTS } from '@sfc/core';

/** One problem listed by {@link ErrorSummary}: the field's id and the message it shows. */
export interface SummaryItem {
  id: string;
  label: string;
  message: string;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  items: readonly SummaryItem[];
  /** A message for the whole form, shown instead of the generic body. */
  form?: string | null;
  /**
   * Changes once per refused submit (e.g. a submit counter): the summary takes focus then, and
   * only then, so typing a fix into a field never pulls focus (or the page) back to it.
   */
  focusKey: number;
}

/**
 * The list of a form's problems after a refused submit (GOV.UK/GOV.CO pattern): focused when a
 * submit is refused so screen readers read it, each item a link to its field. While the user
 * fixes fields the list updates in place without taking focus.
 */
export function ErrorSummary({ items, form, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = items.length > 0 || Boolean(form);
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
    // Only a new refused submit moves focus; the items changing while typing must not.
  }, [focusKey]);
  if (!visible) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <p id="error-summary-title" className="error-summary__title">
        {PORTAL_TEXTS.errorSummaryTitle}
      </p>
      {form ? <p>{form}</p> : <p>{PORTAL_TEXTS.errorSummaryBody}</p>}
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`}>
                {item.label}: {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
