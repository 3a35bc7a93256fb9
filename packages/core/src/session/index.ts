export * from './cookie-jar.js';
export * from './jwt-payload.js';
export * from './session-store.js';
export * from './shared-session-store.js';
export * from './storage.js';
