/** Authentication code: one large box per digit. */
export const authCodeInputStyles = `
.sfc-auth-code__row { display: flex; gap: 0.5rem; flex-wrap: nowrap; }
.sfc-auth-code__row .sfc-input {
  width: 3rem; height: 3.5rem; padding: 0; text-align: center; font-size: 1.5em; font-weight: 600;
  font-variant-numeric: tabular-nums;
}
@media (max-width: 360px) { .sfc-auth-code__row .sfc-input { width: 2.5rem; } }
`;
