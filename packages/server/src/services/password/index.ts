export * from './common-passwords.js';
export * from './password-policy.js';
export * from './password-hash.js';
