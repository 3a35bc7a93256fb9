import { FILE_EXTENSIONS, LIMITS, SPREADSHEET_EXTENSIONS } from '../messages/constants.js';
import { INPUT_LIMIT_TEXTS as L } from '../messages/input-limit-texts.js';
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
  /** The spec's message (§8 Upload). */
  message: string;
  /** The sentence to show: the file's name, the spec's message and the rule it broke. */
  detail: string;
}

/** Outcome of {@link validateFiles}: the files to keep and the ones refused. */
export interface FileValidationResult<T extends FileLike> {
  accepted: T[];
  rejected: RejectedFile<T>[];
  /** The distinct messages of `rejected`, in the order they first occurred. */
  errors: string[];
  /** One sentence per refused file, in order: which file and which rule (see {@link RejectedFile}). */
  details: string[];
}

/** Extensions of the photos an iPhone takes by default, which the portal does not accept. */
const HEIC_EXTENSIONS: ReadonlySet<string> = new Set(['heic', 'heif']);

/** A size as people read it in Colombia: "11 MB", "2,5 MB", "340 KB". */
export function fileSizeText(bytes: number): string {
  const format = (n: number) => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 }).format(n);
  const kb = bytes / 1024;
  return kb < 1024 ? `${format(Math.max(kb, 0.1))} KB` : `${format(kb / 1024)} MB`;
}

/** The rule a file of the wrong format broke, in words (an iPhone photo gets how to send JPEG). */
function formatRule(name: string, extensions: readonly string[]): string {
  const extension = fileExtension(name);
  const allowed = extensions.join(', ');
  return HEIC_EXTENSIONS.has(extension) ? L.heicRule(allowed) : L.formatRule(extension, allowed);
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
    const tooLarge = maxFileMb !== undefined && file.size > maxFileMb * BYTES_PER_MB;
    let message: string | null = null;
    let rule = '';
    if (maxFileMb !== undefined) {
      if (badExtension || tooLarge) message = MESSAGES.fileFormatOrSizeInvalid(maxFileMb);
    } else if (badExtension) {
      message = MESSAGES.fileFormatInvalid;
    }
    if (badExtension) rule = formatRule(file.name, extensions);
    else if (tooLarge) rule = L.fileSizeRule(fileSizeText(file.size), maxFileMb);
    if (message === null && total + file.size > totalLimit) {
      message = MESSAGES.filesTotalExceeded;
      rule = L.totalSizeRule(fileSizeText(file.size), total > 0 ? fileSizeText(total) : null, totalMb);
    }

    if (message === null) {
      accepted.push(file);
      total += file.size;
    } else {
      // The spec's messages end without a full stop, except the total's.
      const detail = L.fileRefused(file.name, message.replace(/\.$/, ''), rule);
      rejected.push({ file, message, detail });
    }
  }
  return {
    accepted,
    rejected,
    errors: [...new Set(rejected.map((r) => r.message))],
    details: rejected.map((r) => r.detail),
  };
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

/**
 * Media types named beside their extensions in `accept`: a phone's picker then offers its photo
 * library, and iOS hands over its HEIC photos converted to JPEG (a type the list allows).
 */
const ACCEPT_MEDIA_TYPES: Readonly<Record<string, string>> = { jpg: 'image/jpeg', png: 'image/png' };

/**
 * The `accept` attribute for a file input offering `extensions` (".pdf,.jpg,..."), with
 * image/jpeg and image/png beside jpg and png.
 */
export function acceptAttribute(extensions: readonly string[]): string {
  return extensions
    .flatMap((ext) => [`.${ext}`, ...(ACCEPT_MEDIA_TYPES[ext] ? [ACCEPT_MEDIA_TYPES[ext]] : [])])
    .join(',');
}
