import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { S3Storage } from '../s3-storage.js';

/** s3rver's one account: it refuses any other access key (it does not verify SigV4 signatures). */
export const S3RVER_KEY = 'S3RVER';

/** A real S3-compatible server (s3rver, npm) on a free port, with one empty bucket, for tests. */
export interface S3TestServer {
  bucket: string;
  /** A driver on the bucket, signing with `accessKeyId` (the server's own by default). */
  storage(accessKeyId?: string): S3Storage;
  /** Every key in the bucket, sorted, as S3's list API answers it. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The two multipart calls s3rver lacks and tus's S3 store makes: ListParts (`GET ?uploadId=`,
 * how far an upload got) and AbortMultipartUpload (`DELETE ?uploadId=`), answered from the
 * part files s3rver itself writes (`<bucket>/._S3rver_uploads/<uploadId>/<n>` and `<n>.md5`).
 */
function addMultipartListing(server: S3rver, uploadsDir: string): void {
  const koa = server as unknown as {
    middleware: ((ctx: KoaContext, next: () => Promise<void>) => unknown)[];
  };
  koa.middleware.unshift(async (ctx, next) => {
    const uploadId = new URL(ctx.url, 'http://s3').searchParams.get('uploadId');
    if (!uploadId || !/^[\w.-]+$/.test(uploadId) || !['GET', 'DELETE'].includes(ctx.method)) return next();
    const dir = join(uploadsDir, uploadId);
    if (!existsSync(dir)) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code></Error>';
      return;
    }
    if (ctx.method === 'DELETE') {
      rmSync(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const parts = readdirSync(dir)
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b)
      .map((n) => {
        const etag = readFileSync(join(dir, `${n}.md5`), 'utf8');
        const size = statSync(join(dir, String(n))).size;
        return `<Part><PartNumber>${n}</PartNumber><ETag>"${etag}"</ETag><Size>${size}</Size></Part>`;
      });
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  });
}

interface KoaContext {
  url: string;
  method: string;
  status: number;
  type: string;
  body: unknown;
}

export async function startS3TestServer(bucket = 'quejas'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'sfc-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  addMultipartListing(server, join(directory, bucket, '._S3rver_uploads'));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY };
  const lister = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    bucket,
    storage: (accessKeyId = S3RVER_KEY) =>
      new S3Storage({ endpoint, bucket, region: 'us-east-1', credentials: { ...credentials, accessKeyId } }),
    keys: async () => {
      const listed = await lister.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    close: async () => {
      lister.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
