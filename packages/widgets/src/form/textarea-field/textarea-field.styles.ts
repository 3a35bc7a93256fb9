/** Textarea field: a resizable box and the character counter under it. */
export const textareaFieldStyles = `
.sfc-textarea-field .sfc-input { resize: vertical; min-height: 8rem; }
.sfc-textarea-field__counter { align-self: flex-end; color: var(--_muted); font-size: 0.875em; font-variant-numeric: tabular-nums; }
.sfc-textarea-field__counter[data-full='true'] { color: var(--_error); font-weight: 600; }
.sfc-textarea-field__over { margin: 0; color: var(--_error); font-weight: 600; }
`;
