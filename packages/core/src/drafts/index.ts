export * from './draft-controller.js';
export * from './draft-local.js';
export * from './unsaved-drafts.js';
