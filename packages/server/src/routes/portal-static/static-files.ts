import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

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

/** A file of the built portal, read into memory (the whole build is a few hundred KiB). */
export interface StaticFile {
  body: Buffer;
  contentType: string;
}

/**
 * The file at `relative` inside `root`, or null when there is none. Percent-escapes are decoded
 * first; anything that would leave `root` (`..`, absolute paths, NUL) or names a dot-file or a
 * folder is treated as missing, so no request can read outside the build.
 */
export async function readStaticFile(root: string, relative: string): Promise<StaticFile | null> {
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
    return {
      body: await readFile(full),
      contentType: CONTENT_TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream',
    };
  } catch {
    return null;
  }
}
