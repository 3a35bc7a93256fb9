/** Preview modal: zoom toolbar, a scrollable image stage and a full-height document frame. */
export const previewModalStyles = `
.sfc-preview__toolbar { display: flex; align-items: center; gap: 0.5rem; margin-bottom: 0.75rem; }
.sfc-preview__zoom { min-width: 7rem; text-align: center; font-variant-numeric: tabular-nums; }
.sfc-preview__stage {
  overflow: auto; max-height: 70vh; background: var(--_surface-alt); border-radius: var(--_radius);
  display: flex; justify-content: safe center; align-items: flex-start;
}
.sfc-preview__image { display: block; max-width: none; height: auto; }
.sfc-preview__frame { width: 100%; height: 70vh; border: 1px solid var(--_surface-alt); border-radius: var(--_radius); }
.sfc-preview__media { width: 100%; max-height: 70vh; }
.sfc-preview__fallback { margin: 0 0 1rem; }
.sfc-preview a.sfc-button { text-decoration: none; }
`;
