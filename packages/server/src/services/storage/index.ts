export * from './storage-driver.js';
export * from './local-storage.js';
export * from './s3-storage.js';
export * from './create-storage.js';
export * from './signed-url.js';
export * from './upload-rules.js';
