// Constructed sheets are cached by CSS text: every shadow root of one element class adopts the
// same CSSStyleSheet object, so a hundred instances cost one parsed sheet.
const sheetCache = new Map<string, CSSStyleSheet>();
// Which CSS texts each root already holds, so adopting twice is a no-op.
const adopted = new WeakMap<Document | ShadowRoot, Set<string>>();

/** Whether `root` can take constructable stylesheets (`adoptedStyleSheets` + `replaceSync`). */
export function supportsAdoptedStyleSheets(root: Document | ShadowRoot): boolean {
  const view = (root.nodeType === 9 ? (root as Document) : root.ownerDocument)?.defaultView;
  return Boolean(view && 'adoptedStyleSheets' in root && 'replaceSync' in view.CSSStyleSheet.prototype);
}

function sheetFor(css: string, view: Window & typeof globalThis): CSSStyleSheet {
  let sheet = sheetCache.get(css);
  // A sheet belongs to the document (realm) that constructed it; iframes get their own.
  if (!sheet || !(sheet instanceof view.CSSStyleSheet)) {
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css);
    if (view === globalThis.window) sheetCache.set(css, sheet);
  }
  return sheet;
}

/**
 * Adds `css` to a document or shadow root once: as an adopted constructable stylesheet where
 * supported, otherwise as a `<style data-sfc-style>` element (in `<head>` for a document).
 * Returns `false` when it was already there.
 *
 * Do not use the `<style>` fallback for a shadow root React renders into: React clears its
 * container on first render. `reactElement` renders the fallback `<style>` inside the tree.
 */
export function adoptStyles(root: Document | ShadowRoot, css: string): boolean {
  let texts = adopted.get(root);
  if (!texts) adopted.set(root, (texts = new Set()));
  if (texts.has(css)) return false;
  texts.add(css);
  const doc = root.nodeType === 9 ? (root as Document) : (root.ownerDocument as Document);
  if (supportsAdoptedStyleSheets(root)) {
    const view = doc.defaultView as Window & typeof globalThis;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheetFor(css, view)];
  } else {
    const style = doc.createElement('style');
    style.dataset.sfcStyle = '';
    style.textContent = css;
    (root.nodeType === 9 ? (doc.head ?? doc.documentElement) : root).appendChild(style);
  }
  return true;
}

// CSS texts the components rendered without a DOM asked for (the portal build's prerender).
let serverStyles: Set<string> | null = null;

/**
 * Runs `render` (a server render, no DOM) and returns what it rendered with the CSS texts its
 * components adopt once mounted ({@link useStyles}), so the page can carry them from the start.
 */
export function renderWithStyles<T>(render: () => T): { result: T; styles: string[] } {
  serverStyles = new Set();
  try {
    const result = render();
    return { result, styles: [...serverStyles] };
  } finally {
    serverStyles = null;
  }
}

/** Notes `css` as used by a component rendered without a DOM (see {@link renderWithStyles}). */
export function noteServerStyle(css: string): void {
  serverStyles?.add(css);
}
