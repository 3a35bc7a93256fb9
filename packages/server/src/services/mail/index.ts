export * from './message-transport.js';
export * from './eml.js';
export * from './outbox-transport.js';
export * from './outbox-reader.js';
export * from './smtp-transport.js';
export * from './webhook-sms-sender.js';
export * from './create-message-transport.js';
export * from './templates.js';
