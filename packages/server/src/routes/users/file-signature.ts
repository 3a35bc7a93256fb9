import { PICKER_EXTENSIONS } from '../../core.js';

type Check = (b: Uint8Array) => boolean;

const startsWith =
  (...bytes: number[]): Check =>
  (b) =>
    b.length >= bytes.length && bytes.every((x, i) => b[i] === x);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

// Word, Excel and Outlook .msg of the old formats are all OLE2 compound files.
const ole2 = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
// docx and xlsx are ZIP packages.
const zip = startsWith(0x50, 0x4b, 0x03, 0x04);

/** A CSV has no magic number; it must at least be text (no NUL byte in what was read). */
const text: Check = (b) => b.length > 0 && !b.includes(0);

/**
 * The first bytes each accepted extension must start with, so a renamed executable or a script
 * cannot pass as a document. Lower-case extensions without the dot.
 */
export const FILE_SIGNATURES: Readonly<Record<string, Check>> = {
  pdf: startsWith(...ascii('%PDF-')),
  jpg: startsWith(0xff, 0xd8, 0xff),
  jpeg: startsWith(0xff, 0xd8, 0xff),
  png: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  bmp: startsWith(...ascii('BM')),
  mp4: (b) => b.length >= 12 && String.fromCharCode(...b.subarray(4, 8)) === 'ftyp',
  // An ID3 tag, or straight into an MPEG audio frame (11 sync bits).
  mp3: (b) =>
    startsWith(...ascii('ID3'))(b) || (b.length >= 2 && b[0] === 0xff && ((b[1] as number) & 0xe0) === 0xe0),
  doc: ole2,
  xls: ole2,
  msg: ole2,
  docx: zip,
  xlsx: zip,
  csv: text,
};

/** Bytes to read from the start of a file to decide its type. */
export const SIGNATURE_BYTES = 16;

/** Lower-case extension after the last dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file is acceptable: its extension is one the portal's picker offers (portal-spec §5)
 * and its first bytes are what that extension promises.
 */
export function isAcceptedFile(name: string, head: Uint8Array): boolean {
  const ext = extensionOf(name);
  if (!(PICKER_EXTENSIONS as readonly string[]).includes(ext)) return false;
  const check = FILE_SIGNATURES[ext];
  return check !== undefined && check(head);
}
