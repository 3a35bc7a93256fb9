/**
 * The columns of the entities' massive upload, in the order of its template: the one list the
 * upload screen's hint, the downloadable template and the server's import read. Types and
 * groups are accepted by code or by the name the screens show.
 */
export const COMPANY_IMPORT_COLUMNS = [
  { name: 'tipo_entidad', required: true, hint: 'código o nombre del tipo' },
  { name: 'codigo', required: true, hint: 'código de la entidad' },
  { name: 'nombre', required: true, hint: '' },
  { name: 'nit', required: false, hint: '' },
  { name: 'grupo', required: false, hint: 'código o nombre; si va vacía, el grupo del tipo' },
  { name: 'activo', required: false, hint: 'si o no' },
] as const;

/** A column name of the entities' upload. */
export type CompanyImportColumn = (typeof COMPANY_IMPORT_COLUMNS)[number]['name'];

/** The example row of the template: a life insurer, in the insurance group. */
export const COMPANY_IMPORT_EXAMPLE: Record<CompanyImportColumn, string> = {
  tipo_entidad: 'Compañías de seguros de vida',
  codigo: '9901',
  nombre: 'Seguros de Vida Ejemplo S.A.',
  nit: '900123456-7',
  grupo: 'Sector asegurador',
  activo: 'si',
};

/** The hint of the upload: every column, in template order, with what it takes. */
export function companyImportHint(): string {
  const columns = COMPANY_IMPORT_COLUMNS.map(
    (c) => `${c.name}${c.required ? '' : ' (opcional)'}${c.hint ? ` (${c.hint})` : ''}`,
  );
  return `Columnas de la primera fila: ${columns.join(', ')}. Descarga la plantilla para empezar con una fila de ejemplo.`;
}
