export * from './otp-policy.js';
export * from './one-time-codes.js';
export * from './totp.js';
