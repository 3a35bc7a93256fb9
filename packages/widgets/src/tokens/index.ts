export * from './tokens.js';
export * from './tokens-css.js';
export * from './contrast.js';
