/** `POST /company/massive/` (multipart, field `file`): one spreadsheet of entities. */
export const MASSIVE_UPLOAD_PATH = '/company/massive/';

/** `POST /company/inactivations/` `{codes}`: inactivate several entities at once. */
export const MASSIVE_INACTIVATION_PATH = '/company/inactivations/';

/** One data row of the uploaded sheet and what became of it. */
export interface UploadRow {
  row: number;
  tipo_entidad: string;
  entidad_cod: string;
  name: string;
  result: 'created' | 'updated' | 'refused';
  errors: string[];
}

/** The answer of a massive upload: totals and every row. */
export interface UploadReport {
  file_name: string;
  total_rows: number;
  created: number;
  updated: number;
  refused: number;
  rows: UploadRow[];
}
