import type { ReactNode } from 'react';
import { TableBox } from '../../../components/table-box.js';

/** A table that scrolls sideways on narrow screens, in a focusable region named `label` (WCAG 2.1.1). */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return <TableBox label={label}>{children}</TableBox>;
}
