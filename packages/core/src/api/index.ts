export * from './api-client.js';
export * from './api-result.js';
export * from './auth-calls.js';
export * from './form-data.js';
export * from './headers.js';
export * from './request-url.js';
export * from './read-failure.js';
export * from './resumable-uploads.js';
