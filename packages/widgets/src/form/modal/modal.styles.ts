/**
 * Modal: a native `<dialog>` filling the viewport (so a click outside the panel is a click on
 * the backdrop) with the panel centred at one of the sizes sm…5xl.
 */
export const modalStyles = `
dialog.sfc-modal {
  position: fixed; inset: 0; width: 100%; height: 100%; max-width: none; max-height: none;
  margin: 0; padding: 1rem; border: 0; background: rgba(0, 0, 0, 0.55);
  display: flex; align-items: center; justify-content: center; z-index: var(--sfc-z-modal, 1000);
}
dialog.sfc-modal::backdrop { background: transparent; }
.sfc-modal__panel {
  background: var(--_surface); color: var(--_text); border-radius: calc(var(--_radius) * 2);
  box-shadow: 0 0.5rem 2rem rgba(0, 0, 0, 0.3); width: min(100%, var(--_modal-width, 32rem));
  max-height: calc(100vh - 2rem); display: flex; flex-direction: column; overflow: hidden;
}
.sfc-modal[data-size='sm'] { --_modal-width: 24rem; }
.sfc-modal[data-size='md'] { --_modal-width: 32rem; }
.sfc-modal[data-size='lg'] { --_modal-width: 40rem; }
.sfc-modal[data-size='xl'] { --_modal-width: 48rem; }
.sfc-modal[data-size='2xl'] { --_modal-width: 56rem; }
.sfc-modal[data-size='3xl'] { --_modal-width: 64rem; }
.sfc-modal[data-size='4xl'] { --_modal-width: 72rem; }
.sfc-modal[data-size='5xl'] { --_modal-width: 80rem; }
.sfc-modal__header {
  display: flex; align-items: flex-start; justify-content: space-between; gap: 1rem;
  padding: 1rem 1.25rem; border-bottom: 1px solid var(--_surface-alt);
}
.sfc-modal__title { margin: 0; font-size: 1.25em; font-weight: 700; color: var(--_primary-dark); }
.sfc-modal__close { font-size: 1.5em; line-height: 1; padding: 0.25rem 0.5rem; text-decoration: none; }
.sfc-modal__body { padding: 1.25rem; overflow: auto; flex: 1; }
.sfc-modal__footer {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 0.75rem;
  padding: 1rem 1.25rem; border-top: 1px solid var(--_surface-alt);
}
.sfc-modal__resend { margin-inline-end: auto; }
.sfc-modal[data-size='sm'] .sfc-modal__resend { flex-basis: 100%; justify-content: flex-start; }
@media (max-width: 480px) {
  .sfc-modal__footer .sfc-button:not(.sfc-button--link) { flex: 1 1 100%; }
}
@media (forced-colors: active) { .sfc-modal__panel { border: 2px solid CanvasText; } }
`;
