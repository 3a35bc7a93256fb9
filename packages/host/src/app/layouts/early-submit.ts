declare global {
  interface Window {
    /** Set by /hold-early-submits.js on prerendered pages: the submit held before hydration. */
    sfcReleaseEarlySubmit?: () => HTMLElement | null;
  }
}

/**
 * Once the application has hydrated a prerendered page, stops holding submits and sends again the
 * one a visitor made before (their click is not lost, and the bare form never submits natively).
 */
export function releaseEarlySubmit(): void {
  const held = typeof window === 'undefined' ? null : (window.sfcReleaseEarlySubmit?.() ?? null);
  if (!held) return;
  if (held instanceof HTMLButtonElement && held.form) held.form.requestSubmit(held);
  else if (held instanceof HTMLFormElement) held.requestSubmit();
}
