import { isPasswordStrong, PORTAL_TEXTS as T, type ValidationRule } from '@sfc/core';

/** The registration form's values, as the fields hold them. */
export interface SignupValues {
  person_type: string | null;
  identification_type: string | null;
  identification_number: string;
  first_name: string;
  second_name: string;
  first_last_name: string;
  second_last_name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  terms: string[];
  files: File[];
}

/** An empty form. */
export const EMPTY_SIGNUP: SignupValues = {
  person_type: null,
  identification_type: null,
  identification_number: '',
  first_name: '',
  second_name: '',
  first_last_name: '',
  second_last_name: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
  terms: [],
  files: [],
};

/** The four §5 password rules together; the hints show which one is missing. */
export const strongPasswordRule: ValidationRule<string> = (value) =>
  value && !isPasswordStrong(value) ? T.passwordWeak : null;

/** The confirmation must repeat the password. */
export const matchesRule =
  (password: string): ValidationRule<string> =>
  (value) =>
    value && value !== password ? T.passwordMismatch : null;
