export * from './messages.js';
export * from './constants.js';
