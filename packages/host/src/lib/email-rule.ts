import { AUTH_MESSAGES, type ValidationRule } from '@sfc/core';

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** A well-formed e-mail address (the server applies the same shape). */
export const emailRule: ValidationRule<string> = (value) =>
  value && !EMAIL.test(value.trim()) ? AUTH_MESSAGES.emailInvalid : null;
