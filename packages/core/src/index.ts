export * from './messages/index.js';
export * from './validation/index.js';
export * from './options/index.js';
export * from './navigation/index.js';
export * from './services/index.js';
export * from './signing/index.js';
export * from './api/index.js';
export * from './session/index.js';
