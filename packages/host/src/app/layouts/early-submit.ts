declare global {
  interface Window {
    /** Set by /hold-early-submits.js on prerendered pages: the submit held before hydration. */
    sfcReleaseEarlySubmit?: () => HTMLElement | null;
  }
}

/** The element's own `value` setter, which React's change tracking does not see. */
function setValueUnseen(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

/**
 * Hands React what a visitor typed, picked or ticked on the prerendered page before it hydrated.
 * React keeps those values on screen but its state still holds the rendered ones, so the form
 * would be sent empty and then cleared (React's own replay of these changes is still behind a
 * flag). After hydration a field whose value differs from its rendered default was changed by the
 * visitor: React is shown the rendered value as the last one it knew, and then the change, as if
 * it had just been typed.
 */
export function adoptValuesTypedBeforeHydration(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio unchecked by its neighbour needs nothing: clicking the checked one is enough.
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      const chosen = field.checked;
      field.checked = !chosen;
      field.click();
      continue;
    }
    if (field.type === 'file' || field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    setValueUnseen(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const select of root.querySelectorAll('select')) {
    const changed = Array.from(select.options).some((option) => option.selected !== option.defaultSelected);
    if (changed) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * Once the application has hydrated a prerendered page: takes in what the visitor typed before,
 * stops holding submits, and sends again the one the visitor made before (their click is not lost,
 * and the bare form never submits natively). The submit waits a task, so that React has rendered
 * the adopted values first.
 */
export function releaseEarlySubmit(): void {
  if (typeof window === 'undefined' || !window.sfcReleaseEarlySubmit) return;
  const held = window.sfcReleaseEarlySubmit();
  const root = document.getElementById('root');
  if (root) adoptValuesTypedBeforeHydration(root);
  if (!held) return;
  setTimeout(() => {
    if (held instanceof HTMLButtonElement && held.form?.isConnected) held.form.requestSubmit(held);
    else if (held instanceof HTMLFormElement && held.isConnected) held.requestSubmit();
  }, 0);
}
