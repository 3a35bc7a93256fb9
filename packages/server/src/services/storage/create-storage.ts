import { join } from 'node:path';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { StorageDriver } from './storage-driver.js';

/** A storage setting that cannot be used; the message names the variable. */
export class StorageConfigError extends Error {
  override name = 'StorageConfigError';
}

/** The storage settings read from the environment. */
export interface StorageConfig {
  driver: 'local' | 's3';
  /** `DATA_DIR/uploads` for the local driver. */
  localRoot: string;
  s3?: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    sessionToken?: string;
    forcePathStyle: boolean;
  };
}

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

/**
 * Local folder `DATA_DIR/uploads` by default; an S3-compatible bucket when S3_BUCKET is set, with
 * S3_ENDPOINT (default AWS's regional endpoint), S3_REGION (default us-east-1), S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, optional S3_SESSION_TOKEN and S3_FORCE_PATH_STYLE (default true).
 */
export function storageConfigFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const localRoot = join(dataDir, 'uploads');
  const bucket = value(env, 'S3_BUCKET');
  if (!bucket) return { driver: 'local', localRoot };
  const region = value(env, 'S3_REGION') ?? 'us-east-1';
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY');
  if (!accessKeyId || !secretAccessKey) {
    throw new StorageConfigError('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const endpoint = value(env, 'S3_ENDPOINT') ?? `https://s3.${region}.amazonaws.com`;
  if (!/^https?:\/\/[^/]+/.test(endpoint)) throw new StorageConfigError('S3_ENDPOINT must be an http(s) URL');
  const pathStyle = value(env, 'S3_FORCE_PATH_STYLE');
  return {
    driver: 's3',
    localRoot,
    s3: {
      endpoint,
      bucket,
      region,
      accessKeyId,
      secretAccessKey,
      sessionToken: value(env, 'S3_SESSION_TOKEN'),
      forcePathStyle:
        pathStyle === undefined ? true : !['0', 'false', 'no'].includes(pathStyle.toLowerCase()),
    },
  };
}

/** Builds the driver the configuration names. */
export function createStorage(config: StorageConfig): StorageDriver {
  if (config.driver === 's3' && config.s3) {
    const { endpoint, bucket, region, accessKeyId, secretAccessKey, sessionToken, forcePathStyle } =
      config.s3;
    return new S3Storage({
      endpoint,
      bucket,
      region,
      forcePathStyle,
      credentials: { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) },
    });
  }
  return new LocalStorage(config.localRoot);
}

const drivers = new WeakMap<object, StorageDriver>();

/**
 * The storage of an app, keyed by its configuration object (which every route plugin of the app
 * sees), built from the environment on first use.
 */
export function storageFor(app: { config: { dataDir: string } }): StorageDriver {
  const existing = drivers.get(app.config);
  if (existing) return existing;
  const driver = createStorage(storageConfigFromEnv(app.config.dataDir));
  drivers.set(app.config, driver);
  return driver;
}

/** Makes `storageFor` answer `driver` for apps with this configuration (tests inject failures). */
export function setStorageFor(config: object, driver: StorageDriver): void {
  drivers.set(config, driver);
}
