import {
  BYTES_PER_MB,
  MESSAGES,
  PICKER_EXTENSIONS,
  fileExtension,
  shortenFileName,
  validateFiles,
} from '../../core.js';
import { isAcceptedFile, SIGNATURE_BYTES } from '../../routes/users/file-signature.js';
import { addFieldMessage } from '../../http/field-problems.js';

/** One uploaded file as the multipart parser handed it over. */
export interface IncomingFile {
  /** The form field (`file-complaint-0`, `file-anexos-2`, `document_file`...). */
  field: string;
  /** The name as the client gave it. */
  filename: string;
  data: Buffer;
  /** The parser stopped reading at the per-file limit: the file is larger than allowed. */
  truncated: boolean;
}

/** Limits of one upload. */
export interface UploadLimits {
  /** Per-file limit in MB. */
  maxFileMb: number;
  /** Limit of all files together in MB, `existingBytes` included. */
  totalMb: number;
  /** Bytes already attached (a complaint's earlier files). */
  existingBytes?: number;
}

/**
 * The spec's upload rules on the server (portal-spec §5, §8), per form field:
 * - wrong extension, or larger than the per-file limit → "El formato del archivo no es válido o
 *   el peso del mismo supera el permitido {n} MB";
 * - first bytes not what the extension promises (a renamed executable) → "El formato del archivo
 *   no es válido";
 * - everything together above the total → "*Con el archivo que intenta cargar, se supera el peso
 *   máximo permitido para los anexos.".
 * The same core rule as the portal's picker, so both sides refuse the same files.
 */
export function uploadProblems(
  files: readonly IncomingFile[],
  limits: UploadLimits,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    addFieldMessage(problems, field, message);
  };
  const maxBytes = limits.maxFileMb * BYTES_PER_MB;
  const sized = files.map((file) => ({
    file,
    name: file.filename,
    // A truncated file was cut at the limit: it counts as one byte too many.
    size: file.truncated ? maxBytes + 1 : file.data.length,
  }));
  const result = validateFiles([{ name: 'existing', size: limits.existingBytes ?? 0 }], sized, {
    maxFileMb: limits.maxFileMb,
    totalMb: limits.totalMb,
    extensions: PICKER_EXTENSIONS,
  });
  for (const { file, message } of result.rejected) add(file.file.field, message);
  for (const item of result.accepted) {
    if (!isAcceptedFile(item.name, item.file.data.subarray(0, SIGNATURE_BYTES))) {
      add(item.file.field, MESSAGES.fileFormatInvalid);
    }
  }
  return problems;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  msg: 'application/vnd.ms-outlook',
  csv: 'text/csv',
};

/**
 * The content type a file is stored and served with, from its checked extension (never the
 * type the client claimed, which could make a browser run it).
 */
export function contentTypeFor(filename: string): string {
  return CONTENT_TYPES[fileExtension(filename)] ?? 'application/octet-stream';
}

/**
 * The name kept for display: the base name the client gave, control characters removed,
 * shortened as the portal shortens names (first 93 + last 7 characters past 100).
 */
export function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return shortenFileName(clean === '' ? 'archivo' : clean);
}
