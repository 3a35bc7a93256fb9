/** Texts of wide tables on narrow screens (their own horizontal scroll region). */
export const TABLE_TEXTS = {
  /** Shown above a table wider than its region, so its last columns are not missed. */
  scrollHint: 'Desplázate hacia los lados dentro de la tabla para ver todas sus columnas.',
} as const;
