import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  StorageError,
  StorageNotFoundError,
  assertStorageKey,
  type ListedObject,
  type StorageDriver,
  type StorageMeta,
  type StoredObject,
} from './storage-driver.js';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Objects as files under a folder (default `DATA_DIR/uploads`). A write goes to a temporary name
 * first and is renamed into place, so a reader never sees half a file. The content type is not
 * kept on disk: the database record has it, and `get` answers a generic type.
 */
export class LocalStorage implements StorageDriver {
  readonly kind = 'local' as const;
  readonly bucket = 'local';

  constructor(readonly root: string) {}

  private path(key: string): string {
    assertStorageKey(key);
    return join(this.root, key);
  }

  async put(key: string, body: Buffer | Readable, _meta: StorageMeta): Promise<void> {
    const target = this.path(key);
    const temporary = `${target}.part-${randomBytes(6).toString('hex')}`;
    try {
      await mkdir(dirname(target), { recursive: true });
      if (Buffer.isBuffer(body)) await writeFile(temporary, body, { flag: 'wx' });
      else await pipeline(body, createWriteStream(temporary, { flags: 'wx' }));
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw new StorageError(`Cannot write ${key}: ${(error as Error).message}`);
    }
  }

  async get(key: string): Promise<StoredObject> {
    const path = this.path(key);
    try {
      const info = await stat(path);
      return { body: createReadStream(path), size: info.size, contentType: 'application/octet-stream' };
    } catch (error) {
      if (isMissing(error)) throw new StorageNotFoundError(key);
      throw new StorageError(`Cannot read ${key}: ${(error as Error).message}`);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.path(key));
    } catch (error) {
      if (!isMissing(error)) throw new StorageError(`Cannot delete ${key}: ${(error as Error).message}`);
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.path(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw new StorageError(`Cannot check ${key}: ${(error as Error).message}`);
    }
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    let entries;
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw new StorageError(`Cannot list ${this.root}: ${(error as Error).message}`);
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const key = relative(this.root, path).split(sep).join('/');
      if (!key.startsWith(prefix)) continue;
      try {
        yield { key, lastModified: (await stat(path)).mtime };
      } catch (error) {
        // Removed meanwhile (another node's sweep, a failed filing cleaning up).
        if (!isMissing(error)) throw new StorageError(`Cannot list ${key}: ${(error as Error).message}`);
      }
    }
  }
}
