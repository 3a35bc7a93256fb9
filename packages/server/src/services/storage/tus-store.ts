import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/utils';
import { S3Storage } from './s3-storage.js';
import type { StorageDriver } from './storage-driver.js';

/** A tus data store that can also hand a finished upload's bytes back. */
export interface UploadStore {
  store: DataStore;
  read(id: string): Promise<Readable>;
  /** Removes the upload's bytes and state; a missing upload is not an error. */
  remove(id: string): Promise<void>;
}

/**
 * The tus store beside the attachments' storage: `@tus/s3-store` in the same bucket (keys are the
 * upload's bare id, which the orphan sweep's pattern never matches; offsets and metadata in
 * `<id>.info` objects) when attachments
 * are in S3, else `@tus/file-store` in `DATA_DIR/resumable` (metadata in JSON files beside the
 * bytes). Either way every API node sees the same upload state. Loaded on first use.
 */
export async function createUploadStore(storage: StorageDriver, dataDir: string): Promise<UploadStore> {
  if (storage instanceof S3Storage) {
    const { S3Store } = await import('@tus/s3-store');
    const { endpoint, region, credentials, forcePathStyle, bucket } = storage.settings();
    const store = new S3Store({
      partSize: 5 * 1024 * 1024,
      s3ClientConfig: {
        bucket,
        endpoint,
        region,
        credentials,
        forcePathStyle: forcePathStyle !== false,
        // Streamed parts without the SDK's aws-chunked trailers, which S3-compatible services
        // that predate them (older MinIO, Ceph, s3rver) store as part of the bytes.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    });
    return {
      store,
      read: (id) => store.read(id),
      remove: async (id) => {
        // A finished upload's multipart upload is already complete: aborting it answers "no such
        // upload" on some services and the store then keeps the object; delete it directly.
        await store.remove(id).catch(() => undefined);
        await Promise.all([storage.delete(id), storage.delete(`${id}.info`), storage.delete(`${id}.part`)]);
      },
    };
  }
  const { FileStore } = await import('@tus/file-store');
  const store = new FileStore({ directory: join(dataDir, 'resumable') });
  return {
    store,
    read: async (id) => store.read(id),
    remove: (id) => store.remove(id).catch(() => undefined),
  };
}
