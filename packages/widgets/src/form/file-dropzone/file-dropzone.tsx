import { useRef, useState, type DragEvent } from 'react';
import {
  acceptAttribute,
  FORM_LABELS,
  LIMITS,
  PICKER_EXTENSIONS,
  shortenFileName,
  validateFiles,
  type FileLike,
} from '@sfc/core';
import { Field } from '../field/field.js';
import { describedBy, fieldIds, useFieldId } from '../shared/ids.js';
import { formatFileSize } from '../shared/save-file.js';
import type { FieldBaseProps, ValueProps } from '../shared/types.js';
import { useControllableState } from '../shared/use-controllable.js';
import { useStyles } from '../shared/use-styles.js';
import { useValidation } from '../shared/use-validation.js';
import { fileDropzoneStyles } from './file-dropzone.styles.js';
import { UploadStatus } from './upload-status.js';

/** Props of {@link FileDropzone}; the value is the list of accepted files. */
export interface FileDropzoneProps extends FieldBaseProps, ValueProps<File[]> {
  /** Accepted extensions, lower case without dot; default pdf…msg plus csv (PICKER_EXTENSIONS). */
  extensions?: readonly string[];
  /** Optional per-file limit in MB. */
  maxFileMb?: number;
  /** Limit of all attachments together, `existing` included; default 30 MB. */
  totalMb?: number;
  /** Files already attached elsewhere (e.g. a complaint's earlier annexes): they count towards the total. */
  existing?: readonly FileLike[];
  /** Whether several files may be chosen; default true. */
  multiple?: boolean;
  /** Called with the files turned away and the messages shown for them. */
  onReject?: (rejected: Array<{ file: File; message: string }>) => void;
  /** Extra keyed style sheets adopted with the zone's own (used by the zones built on this one). */
  sheets?: ReadonlyArray<readonly [string, string]>;
}

const SHEET = ['sfc-dropzone', fileDropzoneStyles] as const;

// Stable list keys per File object, so removing one file keeps the others' buttons (and focus).
const fileKeys = new WeakMap<File, number>();
let nextFileKey = 0;
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) fileKeys.set(file, (key = nextFileKey++));
  return key;
}

function UploadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 16V4m0 0l-5 5m5-5l5 5M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3" />
    </svg>
  );
}

/**
 * §5 file upload: drop files on the zone or use the "Seleccionar archivos" button (a real
 * button, so the keyboard reaches it). Each file is checked with core's `validateFiles`:
 * "El formato del archivo no es válido", "… supera el permitido {n} MB" with a per-file limit,
 * "*Con el archivo que intenta cargar, se supera el peso máximo permitido para los anexos."
 * past the total; each refused file gets its own line, naming it and the rule it broke (the
 * formats allowed, its size against the limit; an iPhone's HEIC photo, how to send it as JPG). Accepted files are listed with names over 100 characters shortened (93 + 7),
 * their size and a "Quitar" button; focus stays in the list after a removal.
 */
export function FileDropzone({
  label,
  name,
  id: givenId,
  required,
  disabled,
  error,
  hint,
  showErrors,
  className,
  value,
  defaultValue = [],
  onChange,
  extensions = PICKER_EXTENSIONS,
  maxFileMb,
  totalMb = LIMITS.attachmentsTotalMb,
  existing = [],
  multiple = true,
  onReject,
  sheets = [],
}: FileDropzoneProps) {
  const id = useFieldId(givenId);
  const ids = fieldIds(id);
  const rulesId = `${id}-rules`;
  const zoneRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useStyles(zoneRef, [SHEET, ...sheets]);
  const [files, setFiles] = useControllableState<File[]>(value, defaultValue, onChange);
  const [rejections, setRejections] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const { message, touch } = useValidation({ value: files, required, error, showErrors });
  const shownMessage = [message, ...rejections].filter(Boolean).join('\n') || null;

  const add = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const candidates = multiple ? incoming : incoming.slice(0, 1);
    const base = multiple ? files : [];
    const result = validateFiles([...existing, ...base], candidates, { maxFileMb, totalMb, extensions });
    setRejections(result.details);
    if (result.rejected.length) onReject?.(result.rejected);
    if (result.accepted.length) setFiles([...base, ...result.accepted]);
    touch();
  };
  const remove = (index: number) => {
    setFiles(files.filter((_, i) => i !== index));
    setRejections([]);
    // Keep keyboard users in the list: the next file's button, else the previous, else the picker.
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1] ?? buttonRef.current;
    next?.focus();
  };
  const onDrag = (event: DragEvent<HTMLDivElement>, over: boolean) => {
    event.preventDefault();
    if (disabled) return;
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    const leaving = !over && !event.currentTarget.contains(event.relatedTarget as Node | null);
    if (over) setDragging(true);
    else if (leaving) setDragging(false);
  };

  const rules = [
    FORM_LABELS.allowedFormats(extensions.join(', ')),
    maxFileMb !== undefined ? FORM_LABELS.maxFileSize(maxFileMb) : null,
    FORM_LABELS.maxTotalSize(totalMb),
  ]
    .filter(Boolean)
    .join('. ');

  return (
    <Field
      id={id}
      group
      label={label}
      required={required}
      hint={hint}
      error={shownMessage}
      className={`sfc-dropzone${className ? ` ${className}` : ''}`}
      groupProps={{ 'aria-describedby': describedBy(ids, { hint, error: shownMessage }) }}
    >
      <div
        ref={zoneRef}
        className="sfc-dropzone__zone"
        data-dragging={dragging ? 'true' : undefined}
        data-disabled={disabled ? 'true' : undefined}
        onDragEnter={(event) => onDrag(event, true)}
        onDragOver={(event) => onDrag(event, true)}
        onDragLeave={(event) => onDrag(event, false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          add(Array.from(event.dataTransfer?.files ?? []));
        }}
      >
        <UploadIcon />
        <p className="sfc-dropzone__text">{FORM_LABELS.dropFiles}</p>
        <button
          ref={buttonRef}
          type="button"
          className="sfc-button sfc-button--secondary"
          disabled={disabled}
          aria-describedby={[rulesId, shownMessage ? ids.errorId : null].filter(Boolean).join(' ')}
          onClick={() => inputRef.current?.click()}
        >
          {FORM_LABELS.chooseFiles}
        </button>
        <p id={rulesId} className="sfc-dropzone__rules">
          {rules}
        </p>
        <input
          ref={inputRef}
          type="file"
          name={name}
          hidden
          tabIndex={-1}
          aria-label={FORM_LABELS.chooseFiles}
          multiple={multiple}
          accept={acceptAttribute(extensions)}
          disabled={disabled}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            // Lets the same file be chosen again after it was removed.
            event.target.value = '';
          }}
        />
      </div>
      {files.length ? (
        <ul ref={listRef} className="sfc-dropzone__list" aria-label={FORM_LABELS.chosenFiles}>
          {files.map((file, index) => {
            const shown = shortenFileName(file.name);
            return (
              <li key={keyOf(file)} className="sfc-dropzone__file">
                <span className="sfc-dropzone__name" title={shown === file.name ? undefined : file.name}>
                  {shown}
                </span>
                <span className="sfc-dropzone__size">{formatFileSize(file.size)}</span>
                <UploadStatus file={file} name={shown} />
                <button
                  type="button"
                  className="sfc-button sfc-button--link sfc-button--icon sfc-dropzone__remove"
                  aria-label={FORM_LABELS.removeFile(shown)}
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Field>
  );
}
