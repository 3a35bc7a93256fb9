/** Styles of the tracking list, the complaint detail and the action forms. */
export const complaintTrackingStyles = `
.sfc-tracking { display: grid; gap: 1.25rem; min-width: 0; }
.sfc-tracking__error { color: var(--sfc-color-error, #b42318); font-weight: 600; }
.sfc-tracking__notice { padding: 0.75rem 1rem; border-radius: 0.5rem; border-left: 4px solid; margin: 0; }
.sfc-tracking__notice--ok { border-color: var(--sfc-color-success, #067647); background: var(--sfc-color-success-bg, #ecfdf3); color: var(--sfc-color-text, #1d2939); }
.sfc-tracking__notice--error { border-color: var(--sfc-color-error, #b42318); background: var(--sfc-color-error-bg, #fef3f2); color: var(--sfc-color-text, #1d2939); }
.sfc-tracking__table-wrap { overflow-x: auto; }
.sfc-tracking__table { width: 100%; border-collapse: collapse; }
.sfc-tracking__table th, .sfc-tracking__table td { text-align: left; padding: 0.625rem 0.75rem; border-bottom: 1px solid var(--sfc-color-border, #d0d5dd); vertical-align: top; }
.sfc-tracking__table th { background: var(--sfc-color-surface-alt, #f2f4f7); font-weight: 700; }
.sfc-tracking__state { display: inline-block; padding: 0.125rem 0.5rem; border-radius: 999px; border: 1px solid currentColor; font-size: 0.875em; white-space: nowrap; }
.sfc-tracking__pages { display: flex; align-items: center; gap: 1rem; flex-wrap: wrap; }
@media (max-width: 40rem) {
  .sfc-tracking__table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .sfc-tracking__table, .sfc-tracking__table tbody, .sfc-tracking__table tr, .sfc-tracking__table td { display: block; width: 100%; box-sizing: border-box; }
  .sfc-tracking__table tr { border: 1px solid var(--sfc-color-border, #d0d5dd); border-radius: 0.5rem; margin-bottom: 0.75rem; padding: 0.25rem 0; }
  .sfc-tracking__table td { border: 0; padding: 0.25rem 0.75rem; }
  .sfc-tracking__table td::before { content: attr(data-label) ": "; font-weight: 700; }
  .sfc-tracking__state { white-space: normal; }
}
.sfc-detail__title { margin: 0; }
.sfc-detail__data { display: grid; gap: 0.75rem 1.5rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); margin: 0; }
.sfc-detail__data dt { font-weight: 700; }
.sfc-detail__data dd { margin: 0; overflow-wrap: anywhere; }
.sfc-detail__label { font-weight: 700; margin-bottom: 0.25rem; }
.sfc-detail__text { white-space: pre-wrap; overflow-wrap: anywhere; margin-top: 0; }
.sfc-detail__actions { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
.sfc-tracking__action { display: inline-block; padding: 0.5rem 0.75rem; border: 1px solid currentColor; border-radius: 0.375rem; font-weight: 600; }
.sfc-detail__files { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.5rem; }
.sfc-detail__files li { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; border-bottom: 1px solid var(--sfc-color-border, #d0d5dd); padding-bottom: 0.5rem; }
.sfc-detail__file-name { font-weight: 600; overflow-wrap: anywhere; min-width: 0; }
.sfc-action__form { display: grid; gap: 1rem; max-width: 48rem; }
.sfc-action__submit { display: flex; justify-content: flex-end; }
`;
