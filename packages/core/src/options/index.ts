export * from './select-option.js';
export * from './load-all-pages.js';
export * from './option-transforms.js';
export * from './option-lists.js';
