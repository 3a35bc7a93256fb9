import { useEffect, useRef, useState, type ReactNode } from 'react';
import { WORKSPACE_LAYOUT_TEXTS as T } from '@sfc/core';

/**
 * Props of {@link BulkActionBar}.
 *
 * - `count`: how many rows are selected; the bar shows only when it is more than 0.
 * - `countText`: how the count reads (default «N seleccionadas»).
 * - `children`: the actions on the selected rows (buttons, or {@link BulkAction}s).
 * - `onClear`: «Quitar selección».
 * - `label`: the toolbar's accessible name (default «Acciones sobre las filas seleccionadas»).
 */
export interface BulkActionBarProps {
  count: number;
  countText?: (n: number) => string;
  children: ReactNode;
  onClear: () => void;
  label?: string;
}

/**
 * The toolbar of a list's actions on its selected rows: it appears when rows are selected, says
 * how many («N seleccionadas», also announced politely), offers the actions and «Quitar selección»,
 * and stays in view at the top of the window while the list scrolls.
 */
export function BulkActionBar({
  count,
  countText = T.selectedCount,
  children,
  onClear,
  label,
}: BulkActionBarProps) {
  return (
    <>
      <p role="status" className="sfc-visually-hidden">
        {count > 0 ? countText(count) : ''}
      </p>
      {count > 0 ? (
        <section className="bulk-bar" aria-label={label ?? T.bulkToolbarLabel}>
          <p className="bulk-bar__count" aria-hidden="true">
            {countText(count)}
          </p>
          <div className="bulk-bar__actions">{children}</div>
          <button type="button" className="bulk-bar__clear" onClick={onClear}>
            {T.clearSelection}
          </button>
        </section>
      ) : null}
    </>
  );
}

/**
 * Props of {@link BulkAction}.
 *
 * - `label`: the action's button («Inactivar»).
 * - `question`: asked before acting («¿Inactivar 3 usuarios?»); without it the action runs at once.
 * - `onRun`: the action; while its promise is pending the buttons are disabled.
 */
export interface BulkActionProps {
  label: string;
  question?: string;
  onRun: () => Promise<unknown> | void;
}

/** One action of a {@link BulkActionBar}, confirmed in place when it asks a `question`. */
export function BulkAction({ label, question, onRun }: BulkActionProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const action = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // Focus follows the question: onto «Confirmar» when asked, back onto the action when cancelled.
  useEffect(() => {
    if (asking) confirm.current?.focus();
    else if (asked.current) action.current?.focus();
    asked.current = asking;
  }, [asking]);
  const run = async () => {
    setBusy(true);
    try {
      await onRun();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  if (asking && question)
    return (
      <span className="bulk-bar__confirm" role="group" aria-label={question}>
        <span aria-hidden="true">{question}</span>
        <button
          ref={confirm}
          type="button"
          className="sfc-button-link"
          disabled={busy}
          onClick={() => void run()}
        >
          {T.confirmBulk}
        </button>
        <button
          type="button"
          className="sfc-button-link sfc-button-link--secondary"
          disabled={busy}
          onClick={() => setAsking(false)}
        >
          {T.cancelBulk}
        </button>
      </span>
    );
  return (
    <button
      ref={action}
      type="button"
      className="sfc-button-link"
      disabled={busy}
      onClick={() => (question ? setAsking(true) : void run())}
    >
      {label}
    </button>
  );
}
