import { useRef, useState } from 'react';
import { EXPORT_DEFAULTS, EXPORT_FORMATS, FORM_LABELS, MESSAGES, type ExportFormat } from '@sfc/core';
import { BASE_STYLES_KEY, baseStyles } from '../shared/base.styles.js';
import { useFieldId } from '../shared/ids.js';
import { saveBlob } from '../shared/save-file.js';
import { useControllableState } from '../shared/use-controllable.js';
import { useStyles } from '../shared/use-styles.js';
import { buildSpreadsheet, type ExportColumn, type ExportRow } from './build-spreadsheet.js';
import { excelExportStyles } from './excel-export.styles.js';

/** What {@link ExcelExport} reports after a file was produced. */
export interface ExportResult {
  fileName: string;
  format: ExportFormat;
  rows: number;
}

/** Props of {@link ExcelExport}. */
export interface ExcelExportProps {
  /** The rows, or a function that fetches them when the user exports. */
  rows: ReadonlyArray<ExportRow> | (() => ReadonlyArray<ExportRow> | Promise<ReadonlyArray<ExportRow>>);
  /** Column order and headers; default every key of the rows. */
  columns?: ReadonlyArray<ExportColumn>;
  /** File name without extension; default the sheet name. */
  fileName?: string;
  /** Worksheet name; default "Reporte" (EXPORT_DEFAULTS). */
  sheetName?: string;
  /** Chosen format (controlled); one of xlsx, xls, csv. */
  format?: ExportFormat;
  /** Initial format; default xlsx. */
  defaultFormat?: ExportFormat;
  onFormatChange?: (format: ExportFormat) => void;
  /** Button text; default "Exportar". */
  label?: string;
  disabled?: boolean;
  /** Called once the file has been handed to the browser. */
  onExported?: (result: ExportResult) => void;
  /** Saves the produced file; default a browser download. */
  save?: (blob: Blob, fileName: string) => void;
  id?: string;
  className?: string;
}

const SHEETS = [
  [BASE_STYLES_KEY, baseStyles],
  ['sfc-export', excelExportStyles],
] as const;

/**
 * §2 Excel export: a "Formato" select (xlsx, xls, csv; xlsx by default) and an "Exportar"
 * button that builds the file with SheetJS, loaded on that click and not before, under the
 * default sheet name "Reporte". Busy while working; a failure shows the generic error.
 */
export function ExcelExport({
  rows,
  columns,
  fileName,
  sheetName = EXPORT_DEFAULTS.sheetName,
  format,
  defaultFormat = EXPORT_DEFAULTS.format,
  onFormatChange,
  label = FORM_LABELS.exportButton,
  disabled,
  onExported,
  save = saveBlob,
  id: givenId,
  className,
}: ExcelExportProps) {
  const id = useFieldId(givenId);
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, SHEETS);
  const [current, setCurrent] = useControllableState<ExportFormat>(format, defaultFormat, onFormatChange);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    if (busy || disabled) return;
    setBusy(true);
    setError(null);
    try {
      const data = typeof rows === 'function' ? await rows() : rows;
      const blob = await buildSpreadsheet(data, { format: current, sheetName, columns });
      const name = `${fileName ?? sheetName}.${current}`;
      save(blob, name);
      onExported?.({ fileName: name, format: current, rows: data.length });
    } catch {
      setError(MESSAGES.genericError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={ref} className={`sfc-form sfc-export${className ? ` ${className}` : ''}`}>
      <div className="sfc-export__format">
        <label htmlFor={`${id}-format`}>{FORM_LABELS.exportFormat}</label>
        <select
          id={`${id}-format`}
          className="sfc-input"
          value={current}
          disabled={disabled}
          onChange={(event) => setCurrent(event.target.value as ExportFormat)}
        >
          {EXPORT_FORMATS.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      </div>
      <button
        id={id}
        type="button"
        className="sfc-button"
        disabled={disabled}
        aria-disabled={busy ? true : undefined}
        aria-busy={busy ? true : undefined}
        onClick={() => void run()}
      >
        {busy ? <span className="sfc-spinner" aria-hidden="true" /> : null}
        {busy ? FORM_LABELS.exporting : label}
      </button>
      <p className="sfc-export__error" role="alert">
        {error}
      </p>
    </div>
  );
}
