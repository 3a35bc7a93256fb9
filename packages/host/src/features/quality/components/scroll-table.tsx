import type { ReactNode } from 'react';

/** A table that scrolls sideways on narrow screens; the scroll box takes focus so the keyboard can scroll it (WCAG 2.1.1). */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="staff-table__scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
