import { FILE_EXTENSIONS, LIMITS, SPREADSHEET_EXTENSIONS } from '../messages/constants.js';
import { MESSAGES } from '../messages/messages.js';

/** What the file rules need to know about a file; a browser `File` satisfies it. */
export interface FileLike {
  name: string;
  /** Bytes. */
  size: number;
}

/** Options of {@link validateFiles}. */
export interface FileValidationOptions {
  /** Optional per-file size limit in MB; when set, a rejected file gets the message naming it. */
  maxFileMb?: number;
  /** Limit for all attachments together, existing ones included; defaults to 30 MB. */
  totalMb?: number;
  /** Accepted extensions, lower case without dot; defaults to FILE_EXTENSIONS. */
  extensions?: readonly string[];
}

/** One incoming file that was turned away, with the message to show. */
export interface RejectedFile<T extends FileLike> {
  file: T;
  message: string;
}

/** Outcome of {@link validateFiles}: the files to keep and the ones refused. */
export interface FileValidationResult<T extends FileLike> {
  accepted: T[];
  rejected: RejectedFile<T>[];
  /** The distinct messages of `rejected`, in the order they first occurred. */
  errors: string[];
}

/** One MB in bytes (binary megabyte, as operating systems show file sizes). */
export const BYTES_PER_MB = 1024 * 1024;

/** Lower-case extension after the last dot, or '' when there is none ("informe.PDF" → "pdf"). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * §5/§8 upload check. Each incoming file, in order:
 * - extension not accepted → "El formato del archivo no es válido"; when `maxFileMb` is set,
 *   a wrong extension or a file larger than it → "El formato del archivo no es válido o el
 *   peso del mismo supera el permitido {n} MB";
 * - existing plus already accepted plus this file above `totalMb` → "*Con el archivo que
 *   intenta cargar, se supera el peso máximo permitido para los anexos.".
 * Sizes equal to a limit are allowed.
 */
export function validateFiles<T extends FileLike>(
  existing: readonly FileLike[],
  incoming: readonly T[],
  {
    maxFileMb,
    totalMb = LIMITS.attachmentsTotalMb,
    extensions = FILE_EXTENSIONS,
  }: FileValidationOptions = {},
): FileValidationResult<T> {
  const allowed = new Set(extensions.map((ext) => ext.toLowerCase()));
  const totalLimit = totalMb * BYTES_PER_MB;
  let total = existing.reduce((sum, file) => sum + file.size, 0);
  const accepted: T[] = [];
  const rejected: RejectedFile<T>[] = [];

  for (const file of incoming) {
    const badExtension = !allowed.has(fileExtension(file.name));
    let message: string | null = null;
    if (maxFileMb !== undefined) {
      if (badExtension || file.size > maxFileMb * BYTES_PER_MB)
        message = MESSAGES.fileFormatOrSizeInvalid(maxFileMb);
    } else if (badExtension) {
      message = MESSAGES.fileFormatInvalid;
    }
    if (message === null && total + file.size > totalLimit) message = MESSAGES.filesTotalExceeded;

    if (message === null) {
      accepted.push(file);
      total += file.size;
    } else {
      rejected.push({ file, message });
    }
  }
  return { accepted, rejected, errors: [...new Set(rejected.map((r) => r.message))] };
}

/** §2 spreadsheet-only uploader: {@link validateFiles} restricted to csv, xls and xlsx. */
export function validateSpreadsheetFiles<T extends FileLike>(
  existing: readonly FileLike[],
  incoming: readonly T[],
  options: Omit<FileValidationOptions, 'extensions'> = {},
): FileValidationResult<T> {
  return validateFiles(existing, incoming, { ...options, extensions: SPREADSHEET_EXTENSIONS });
}

/**
 * §5: a file name longer than 100 characters becomes its first 93 plus its last 7 characters
 * (which keeps the extension); 100 or fewer stay as they are. Counts characters, not UTF-16
 * units, so accented names are never cut mid-character.
 */
export function shortenFileName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= LIMITS.fileNameMaxLength) return name;
  return (
    chars.slice(0, LIMITS.fileNameHeadLength).join('') + chars.slice(-LIMITS.fileNameTailLength).join('')
  );
}

/** The `accept` attribute for a file input offering `extensions` (".pdf,.jpg,..."). */
export function acceptAttribute(extensions: readonly string[]): string {
  return extensions.map((ext) => `.${ext}`).join(',');
}
