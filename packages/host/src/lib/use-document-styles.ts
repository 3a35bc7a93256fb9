import { useLayoutEffect } from 'react';
import { adoptStyles } from '@sfc/widgets';

/**
 * Adopts a form element's style sheet into the page. Needed for a `CheckboxGroup` without its
 * "Todo" option: the element adopts its sheet through that option's ref, so with `showAll={false}`
 * its styles never arrive (reported to the widgets' owners; remove this once fixed there).
 */
export function useDocumentStyles(css: string): void {
  useLayoutEffect(() => {
    adoptStyles(document, css);
  }, [css]);
}
