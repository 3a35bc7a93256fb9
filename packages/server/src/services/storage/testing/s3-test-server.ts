import { mkdtempSync, rmSync } from 'node:fs';
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

export async function startS3TestServer(bucket = 'quejas'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'sfc-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
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
