import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { sha256Hex, signV4, uriEncode, type SigV4Credentials } from './sigv4.js';
import {
  StorageError,
  StorageNotFoundError,
  assertStorageKey,
  readAll,
  type ListedObject,
  type StorageDriver,
  type StorageMeta,
  type StoredObject,
} from './storage-driver.js';

/** Settings of an S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2...). */
export interface S3StorageOptions {
  /** Base URL of the service, e.g. `https://s3.us-east-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: SigV4Credentials;
  /** Bucket in the path (`endpoint/bucket/key`, default, what MinIO expects) or in the host name. */
  forcePathStyle?: boolean;
  /** Injected for tests. */
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
}

/**
 * Objects in an S3-compatible bucket, every request signed with SigV4 (sigv4.ts). Bodies are
 * read into memory to sign their SHA-256 (attachments are at most tens of MB); downloads stream.
 */
export class S3Storage implements StorageDriver {
  readonly kind = 's3' as const;
  readonly bucket: string;
  private readonly fetchFn: typeof globalThis.fetch;
  private readonly now: () => Date;

  constructor(private readonly options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.fetchFn = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? (() => new Date());
  }

  /** The object's URL (path style unless configured otherwise). */
  objectUrl(key: string): URL {
    assertStorageKey(key);
    return this.url(key);
  }

  /** The URL of `key` in the bucket, or of the bucket itself for `''`. */
  private url(key: string): URL {
    const base = new URL(this.options.endpoint);
    const path = base.pathname.replace(/\/+$/, '');
    if (this.options.forcePathStyle === false) {
      base.host = `${this.options.bucket}.${base.host}`;
      base.pathname = `${path}/${uriEncode(key, true)}`;
    } else {
      const bucket = `${path}/${uriEncode(this.options.bucket)}`;
      base.pathname = key === '' ? bucket : `${bucket}/${uriEncode(key, true)}`;
    }
    return base;
  }

  private async send(
    method: string,
    key: string,
    body?: Buffer,
    headers: Record<string, string> = {},
    url: URL = this.objectUrl(key),
  ) {
    const payloadHash = sha256Hex(body ?? Buffer.alloc(0));
    const signed = signV4(
      { method, url, headers: { ...headers, 'x-amz-content-sha256': payloadHash }, payloadHash },
      { region: this.options.region, service: 's3', credentials: this.options.credentials, date: this.now() },
    );
    const { host: _host, ...sendHeaders } = signed.headers;
    try {
      return await this.fetchFn(url, { method, headers: sendHeaders, body });
    } catch (error) {
      throw new StorageError(`S3 ${method} ${key} failed: ${(error as Error).message}`);
    }
  }

  private static async fail(method: string, key: string, response: Response): Promise<never> {
    const text = await response.text().catch(() => '');
    throw new StorageError(`S3 ${method} ${key} answered ${response.status}: ${text.slice(0, 300)}`);
  }

  async put(key: string, body: Buffer | Readable, meta: StorageMeta): Promise<void> {
    const bytes = await readAll(body);
    // fetch sets Content-Length from the buffer; it need not be signed.
    const response = await this.send('PUT', key, bytes, { 'content-type': meta.contentType });
    if (!response.ok) await S3Storage.fail('PUT', key, response);
    await response.body?.cancel();
  }

  async get(key: string): Promise<StoredObject> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      throw new StorageNotFoundError(key);
    }
    if (!response.ok || !response.body) await S3Storage.fail('GET', key, response);
    return {
      body: Readable.fromWeb(response.body as unknown as WebReadableStream),
      size: Number(response.headers.get('content-length') ?? 0),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) await S3Storage.fail('DELETE', key, response);
    await response.body?.cancel();
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.send('HEAD', key);
    await response.body?.cancel();
    if (response.status === 404) return false;
    if (!response.ok) throw new StorageError(`S3 HEAD ${key} answered ${response.status}`);
    return true;
  }

  /** ListObjectsV2, page after page (1000 keys each). */
  async *list(prefix: string): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const url = this.url('');
      url.searchParams.set('list-type', '2');
      url.searchParams.set('prefix', prefix);
      if (token) url.searchParams.set('continuation-token', token);
      const response = await this.send('GET', `list ${prefix}`, undefined, {}, url);
      if (!response.ok) await S3Storage.fail('GET', `list ${prefix}`, response);
      const xml = await response.text();
      for (const [, contents] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = /<Key>([\s\S]*?)<\/Key>/.exec(contents ?? '')?.[1];
        const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(contents ?? '')?.[1];
        if (key !== undefined && modified !== undefined)
          yield { key: unescapeXml(key), lastModified: new Date(modified) };
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
        : undefined;
    } while (token);
  }
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
