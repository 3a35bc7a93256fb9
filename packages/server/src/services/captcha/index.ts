export * from './proof-of-work.js';
export * from './solve-captcha.js';
export * from './challenge.js';
export * from './captcha-verifier.js';
