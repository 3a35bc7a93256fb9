export * from './messages/index.js';
