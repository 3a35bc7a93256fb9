import { useLayoutEffect, type RefObject } from 'react';
import { adoptStyles, noteServerStyle } from '../../define/styles.js';

/** A style sheet of a form element: a name (for reading the code) and its CSS text. */
export type KeyedSheet = readonly [key: string, css: string];

function isStyleRoot(node: Node): node is Document | ShadowRoot {
  return node.nodeType === 9 || (node.nodeType === 11 && 'host' in node);
}

/**
 * Makes sure the element behind `ref` has its styles wherever it renders: in the page (host
 * portal), in a custom element's shadow root, or in the root a portal put it in. Uses the
 * elements' shared `adoptStyles`, so each CSS text is adopted once per root and one
 * constructed sheet serves every root. Runs after mount, never at import.
 */
export function useStyles(ref: RefObject<Element | null>, sheets: ReadonlyArray<KeyedSheet>): void {
  // Rendered without a DOM (the portal's prerender): the page is written with these sheets.
  if (typeof document === 'undefined') for (const [, css] of sheets) noteServerStyle(css);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const root = node.getRootNode();
    if (!isStyleRoot(root)) return;
    for (const [, css] of sheets) adoptStyles(root, css);
  });
}
