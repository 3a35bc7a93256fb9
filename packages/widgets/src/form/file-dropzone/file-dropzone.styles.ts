/** File drop zone: a dashed target that lights up while dragging, and the chosen-files list. */
export const fileDropzoneStyles = `
.sfc-dropzone__zone {
  display: flex; flex-direction: column; align-items: center; gap: 0.5rem; text-align: center;
  padding: 1.5rem 1rem; border: 2px dashed var(--_border); border-radius: calc(var(--_radius) * 2);
  background: var(--_surface);
}
.sfc-dropzone__zone[data-dragging='true'] { border-color: var(--_primary); background: var(--_surface-alt); }
.sfc-dropzone__zone[data-disabled='true'] { background: var(--_disabled); }
.sfc-dropzone__zone svg { width: 2.5rem; height: 2.5rem; color: var(--_primary-dark); }
.sfc-dropzone__text { margin: 0; }
.sfc-dropzone__rules { margin: 0; color: var(--_muted); font-size: 0.875em; }
.sfc-dropzone .sfc-field__error { white-space: pre-line; }
.sfc-dropzone__list { list-style: none; margin: 0.5rem 0 0; padding: 0; display: grid; gap: 0.25rem; }
.sfc-dropzone__file {
  display: flex; align-items: center; gap: 0.75rem; padding: 0.25rem 0.25rem 0.25rem 0.75rem;
  border: 1px solid var(--_surface-alt); border-radius: var(--_radius); background: var(--_surface);
}
.sfc-dropzone__name { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.sfc-dropzone__size { color: var(--_muted); font-size: 0.875em; white-space: nowrap; }
.sfc-dropzone__remove { color: var(--_error); font-size: 1.25em; line-height: 1; }
.sfc-dropzone__file { flex-wrap: wrap; }
.sfc-upload { flex-basis: 100%; display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; }
.sfc-upload__bar { flex: 1 1 10rem; min-width: 0; height: 0.75rem; accent-color: var(--_primary); }
.sfc-upload__text, .sfc-upload__note { font-size: 0.875em; }
.sfc-upload[data-phase='failed'] .sfc-upload__note,
.sfc-upload[data-phase='cancelled'] .sfc-upload__note { color: var(--_error); }
`;
