import { SPREADSHEET_EXTENSIONS } from '@sfc/core';
import { FileDropzone, type FileDropzoneProps } from '../file-dropzone/file-dropzone.js';
import { spreadsheetDropzoneStyles } from './spreadsheet-dropzone.styles.js';

/** Props of {@link SpreadsheetDropzone}: a {@link FileDropzone} without a choice of extensions. */
export type SpreadsheetDropzoneProps = Omit<FileDropzoneProps, 'extensions' | 'sheets'>;

const SHEETS = [['sfc-spreadsheet-dropzone', spreadsheetDropzoneStyles]] as const;

/**
 * §2/§5 spreadsheet-only uploader: the file drop zone restricted to csv, xls and xlsx (core's
 * SPREADSHEET_EXTENSIONS, the list `validateSpreadsheetFiles` checks); one file unless
 * `multiple` is set.
 */
export function SpreadsheetDropzone({ className, multiple = false, ...props }: SpreadsheetDropzoneProps) {
  return (
    <FileDropzone
      {...props}
      multiple={multiple}
      extensions={SPREADSHEET_EXTENSIONS}
      sheets={SHEETS}
      className={`sfc-spreadsheet-dropzone${className ? ` ${className}` : ''}`}
    />
  );
}
