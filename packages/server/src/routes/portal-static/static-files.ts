import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Formats the build precompresses (scripts/precompress.mjs): their answer depends on Accept-Encoding. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|webmanifest|xml)$/i;

/** Content codings of the build's precompressed copies, best first, with their file suffix. */
const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

type Coding = (typeof ENCODINGS)[number]['coding'];

/** A file of the built portal, read into memory (the whole build is a few hundred KiB). */
export interface StaticFile {
  body: Buffer;
  contentType: string;
  /** The content coding of `body` (`content-encoding`), or null when it is the file itself. */
  encoding: Coding | null;
  /** Whether another Accept-Encoding could get another body (answers need `Vary: Accept-Encoding`). */
  negotiated: boolean;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The precompressed copy of `full` the client accepts best, or null (send the file itself). */
async function bestEncoding(full: string, acceptEncoding: string | undefined): Promise<Coding | null> {
  if (!acceptEncoding) return null;
  const present: Coding[] = [];
  for (const { coding, suffix } of ENCODINGS) if (await isFile(full + suffix)) present.push(coding);
  if (present.length === 0) return null;
  return negotiate(acceptEncoding, present);
}

/**
 * The file at `relative` inside `root`, or null when there is none. Percent-escapes are decoded
 * first; anything that would leave `root` (`..`, absolute paths, NUL) or names a dot-file or a
 * folder is treated as missing, so no request can read outside the build.
 *
 * With the request's `acceptEncoding`, a text file is answered with its brotli (`x.js.br`) or gzip
 * (`x.js.gz`) copy written by the build, whichever the client prefers (brotli on a tie); a client
 * that accepts neither, or a file without copies, gets the file itself.
 */
export async function readStaticFile(
  root: string,
  relative: string,
  acceptEncoding?: string,
): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).some((part) => part.startsWith('.'))) return null;
  const base = resolve(root);
  const full = resolve(base, `.${sep}${decoded}`);
  if (!full.startsWith(base + sep)) return null;
  try {
    if (!(await stat(full)).isFile()) return null;
    const negotiated = COMPRESSIBLE.test(full);
    const encoding = negotiated ? await bestEncoding(full, acceptEncoding) : null;
    const suffix = ENCODINGS.find((candidate) => candidate.coding === encoding)?.suffix ?? '';
    return {
      body: await readFile(full + suffix),
      contentType: CONTENT_TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream',
      encoding,
      negotiated,
    };
  } catch {
    return null;
  }
}
