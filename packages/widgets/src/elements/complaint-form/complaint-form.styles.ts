/** Layout of the complaint form: sections, a two-column grid on wide screens, the error summary. */
export const complaintFormStyles = `
.sfc-complaint-form { display: grid; gap: 1.5rem; max-width: 60rem; }
.sfc-complaint-form__section { border: 1px solid var(--sfc-color-border, #d0d5dd); border-radius: 0.5rem; padding: 1rem 1.25rem 1.25rem; margin: 0; min-width: 0; display: grid; gap: 1rem; }
.sfc-complaint-form__section > legend { font-weight: 700; font-size: 1.125rem; padding: 0 0.25rem; }
.sfc-complaint-form__grid { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr)); }
.sfc-complaint-form__summary { border: 3px solid var(--sfc-color-error, #b42318); padding: 1rem 1.25rem; border-radius: 0.5rem; }
.sfc-complaint-form__summary:focus { outline: 3px solid var(--sfc-color-focus, #ffbf47); outline-offset: 2px; }
.sfc-complaint-form__summary h2 { margin: 0 0 0.5rem; font-size: 1.125rem; color: var(--sfc-color-error, #b42318); }
.sfc-complaint-form__summary ul { margin: 0; padding-left: 1.25rem; }
.sfc-complaint-form__actions { display: flex; justify-content: flex-end; gap: 1rem; flex-wrap: wrap; }
`;
