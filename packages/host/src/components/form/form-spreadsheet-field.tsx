import { SpreadsheetDropzone, type SpreadsheetDropzoneProps } from '@sfc/widgets';
import { formField } from './form-fields.js';

/** The spreadsheet-only drop zone (csv, xls, xlsx) of a {@link PortalForm} (value: the chosen file). */
export const FormSpreadsheetField = /* @__PURE__ */ formField<File[], SpreadsheetDropzoneProps>(
  SpreadsheetDropzone,
  { blur: 'outside' },
);
