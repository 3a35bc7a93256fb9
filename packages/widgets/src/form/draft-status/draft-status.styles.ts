/** The draft's status line and the offer of a saved draft. */
export const draftStatusStyles = `
.sfc-draft-status { margin: 0.5rem 0; color: var(--_muted); font-size: 0.9375rem; min-height: 1.5em; }
.sfc-draft-status--alert { color: var(--_text); }
.sfc-draft-offer {
  display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center;
  padding: 0.75rem; margin: 0 0 1rem; border: 1px solid var(--_primary); border-radius: var(--_radius);
  background: var(--_surface-alt);
}
.sfc-draft-offer p { margin: 0; flex: 1 1 12rem; }
`;
