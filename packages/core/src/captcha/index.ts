export * from './proof-of-work.js';
export * from './captcha-answer.js';
