import { useEffect, useRef } from 'react';
import { PORTAL_TEXTS } from '@sfc/core';

/** One problem listed by {@link ErrorSummary}: the field's id and the message it shows. */
export interface SummaryItem {
  id: string;
  label: string;
  message: string;
}

/**
 * The list of a form's problems after a refused submit (GOV.UK/GOV.CO pattern): focused when it
 * appears so screen readers read it, each item a link to its field.
 */
export function ErrorSummary({ items, form }: { items: readonly SummaryItem[]; form?: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const signature = `${form ?? ''}|${items.map((item) => `${item.id}:${item.message}`).join('|')}`;
  useEffect(() => {
    if (signature !== '|') ref.current?.focus();
  }, [signature]);
  if (items.length === 0 && !form) return null;
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
