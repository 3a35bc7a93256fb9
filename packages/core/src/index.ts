export * from './messages/index.js';
export * from './validation/index.js';
export * from './options/index.js';
export * from './navigation/index.js';
export * from './services/index.js';
export * from './signing/index.js';
export * from './api/index.js';
export * from './session/index.js';
export * from './captcha/index.js';
export * from './export/index.js';
export * from './messages/complaint-screen-texts.js';
export * from './drafts/index.js';
export * from './ledger/hashing.js';
// The ledger's verification (Ed25519, `@noble/curves`) is imported by subpath,
// `@sfc/core/ledger/verify`, so the elements and screens that never verify do not load it.
