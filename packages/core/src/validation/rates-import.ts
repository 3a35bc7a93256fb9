/**
 * The columns of an entities' rate report import, in the order of the template: the one list the
 * rates screen's hint, the downloadable template and the server's import all read.
 * `entidad` or `nit` names the entity (one of the two is required).
 */
export const RATES_IMPORT_COLUMNS = [
  { name: 'formato', required: true, hint: 'id o nombre corto del formato' },
  { name: 'entidad', required: false, hint: 'TIPO-COD o nombre exacto; o la columna nit' },
  { name: 'nit', required: false, hint: 'NIT de la entidad, si no va entidad' },
  { name: 'producto', required: true, hint: '' },
  { name: 'servicio', required: true, hint: '' },
  { name: 'canal', required: true, hint: '' },
  { name: 'tarifa', required: true, hint: 'número, sin separador de miles' },
  { name: 'unidad', required: false, hint: 'COP o %; COP si va vacía' },
  { name: 'periodo', required: true, hint: 'AAAA-MM' },
] as const;

/** A column name of the rate import. */
export type RatesImportColumn = (typeof RATES_IMPORT_COLUMNS)[number]['name'];

/** The example row of the template (Bancolombia's savings account fee). */
export const RATES_IMPORT_EXAMPLE: Record<RatesImportColumn, string> = {
  formato: 'cuentas',
  entidad: '1-7',
  nit: '',
  producto: 'Cuenta de ahorros',
  servicio: 'Cuota de manejo',
  canal: 'Oficina',
  tarifa: '12500',
  unidad: 'COP',
  periodo: '2025-01',
};

/** The hint of the import: every column, in template order, with what it takes. */
export function ratesImportHint(formats: readonly { id: number; slug_name: string }[]): string {
  const columns = RATES_IMPORT_COLUMNS.map((c) => {
    const what =
      c.name === 'formato' && formats.length > 0
        ? `${c.hint}: ${formats.map((f) => `${f.id} o ${f.slug_name}`).join(', ')}`
        : c.hint;
    return `${c.name}${c.required ? '' : ' (opcional)'}${what ? ` (${what})` : ''}`;
  });
  return `Hoja de cálculo (xlsx, xls o csv) con estas columnas en la primera fila: ${columns.join(', ')}. Descarga la plantilla para empezar con una fila de ejemplo.`;
}
