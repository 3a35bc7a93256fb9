import { useLayoutEffect, type RefObject } from 'react';

// Which style keys each document or shadow root already holds, so every sheet is added once.
const adopted = new WeakMap<Node, Set<string>>();

function isStyleRoot(node: Node): node is Document | ShadowRoot {
  return node.nodeType === 9 || (node.nodeType === 11 && 'host' in node);
}

/**
 * Adds `css` to `root` (a document or a shadow root) once per `key`: as a constructed,
 * adopted stylesheet where the browser supports it, else as a `<style data-sfc-style>` element.
 * Returns whether the sheet was added now.
 */
export function adoptStyles(root: Node, key: string, css: string): boolean {
  if (!isStyleRoot(root)) return false;
  let keys = adopted.get(root);
  if (!keys) adopted.set(root, (keys = new Set()));
  if (keys.has(key)) return false;
  keys.add(key);
  const doc = root.nodeType === 9 ? (root as Document) : root.ownerDocument;
  const view = doc?.defaultView;
  const Sheet = view?.CSSStyleSheet;
  if (Sheet && 'replaceSync' in Sheet.prototype && 'adoptedStyleSheets' in root) {
    const sheet = new Sheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else if (doc) {
    const style = doc.createElement('style');
    style.dataset.sfcStyle = key;
    style.textContent = css;
    (root.nodeType === 9 ? (doc.head ?? doc.documentElement) : root).appendChild(style);
  }
  return true;
}

/**
 * Makes sure the element behind `ref` has its styles wherever it renders: in the page
 * (host portal), in a custom element's shadow root, or in the root a portal put it in.
 * Runs on mount, never at import.
 */
export function useStyles(
  ref: RefObject<Element | null>,
  sheets: ReadonlyArray<readonly [string, string]>,
): void {
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const root = node.getRootNode();
    for (const [key, css] of sheets) adoptStyles(root, key, css);
  });
}
