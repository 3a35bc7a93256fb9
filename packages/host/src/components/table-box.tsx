import type { ReactNode } from 'react';
import { ScrollRegion } from '@sfc/widgets/form/scroll-region/scroll-region.js';

/**
 * The box of a staff table that is not a {@link DataTable} list: it scrolls sideways inside a
 * region named `label` that the keyboard can focus, says so when the table is wider than the
 * screen, and never scrolls the page.
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollRegion className="staff-table__region" label={label}>
      {children}
    </ScrollRegion>
  );
}
