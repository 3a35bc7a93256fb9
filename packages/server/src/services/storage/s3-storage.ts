import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  StorageError,
  StorageNotFoundError,
  assertStorageKey,
  type ListedObject,
  type StorageDriver,
  type StorageMeta,
  type StoredObject,
} from './storage-driver.js';

/** Keys of an S3 account; a session token for temporary credentials. */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** Settings of an S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2...). */
export interface S3StorageOptions {
  /** Base URL of the service, e.g. `https://s3.us-east-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: S3Credentials;
  /** Bucket in the path (`endpoint/bucket/key`, default, what MinIO expects) or in the host name. */
  forcePathStyle?: boolean;
}

/** The SDK's answer to a missing object: `NoSuchKey` for GET, a bare 404 `NotFound` for HEAD. */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** A storage error that names the operation and S3's error code, never a credential. */
function storageError(operation: string, key: string, error: unknown): StorageError {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  const status = e?.$metadata?.httpStatusCode;
  return new StorageError(
    `S3 ${operation} ${key} failed: ${e?.name ?? 'Error'}${status ? ` (${status})` : ''}`,
  );
}

/**
 * Objects in an S3-compatible bucket through the AWS SDK: uploads with its `Upload` helper
 * (multipart above 5 MB, streams without buffering the whole file), signing by the SDK. The SDK is
 * imported on first use, so a portal on local storage never loads it.
 */
export class S3Storage implements StorageDriver {
  readonly kind = 's3' as const;
  readonly bucket: string;
  private client: Promise<S3Client> | undefined;

  constructor(private readonly options: S3StorageOptions) {
    this.bucket = options.bucket;
  }

  /** The bucket's settings, for the resumable-upload store that writes into the same bucket. */
  settings(): Readonly<S3StorageOptions> {
    return this.options;
  }

  private s3(): Promise<S3Client> {
    this.client ??= import('@aws-sdk/client-s3').then(
      ({ S3Client }) =>
        new S3Client({
          endpoint: this.options.endpoint,
          region: this.options.region,
          credentials: this.options.credentials,
          forcePathStyle: this.options.forcePathStyle !== false,
          maxAttempts: 2,
        }),
    );
    return this.client;
  }

  async put(key: string, body: Buffer | Readable, meta: StorageMeta): Promise<void> {
    assertStorageKey(key);
    const [client, { Upload }] = await Promise.all([this.s3(), import('@aws-sdk/lib-storage')]);
    const upload = new Upload({
      client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: meta.contentType },
      // A failed multipart upload is aborted, so no parts are left behind in the bucket.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      throw storageError('PUT', key, error);
    }
  }

  async get(key: string): Promise<StoredObject> {
    assertStorageKey(key);
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    try {
      const answer = await (await this.s3()).send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        // In Node the SDK's body is the HTTP response stream.
        body: answer.Body as Readable,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isMissing(error)) throw new StorageNotFoundError(key);
      throw storageError('GET', key, error);
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    try {
      await (await this.s3()).send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isMissing(error)) throw storageError('DELETE', key, error);
    }
  }

  async exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    const { HeadObjectCommand } = await import('@aws-sdk/client-s3');
    try {
      await (await this.s3()).send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw storageError('HEAD', key, error);
    }
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const { paginateListObjectsV2 } = await import('@aws-sdk/client-s3');
    try {
      for await (const page of paginateListObjectsV2(
        { client: await this.s3() },
        { Bucket: this.bucket, Prefix: prefix },
      )) {
        for (const object of page.Contents ?? []) {
          if (object.Key !== undefined)
            yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
        }
      }
    } catch (error) {
      throw storageError('LIST', prefix, error);
    }
  }
}
