import { emailRule } from '../../../lib/email-rule.js';
import {
  isPasswordStrong,
  numericOnly,
  PORTAL_TEXTS as T,
  required,
  validate,
  validateIdentification,
  type ValidationRule,
} from '@sfc/core';

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

/** Field id → (label, message) of every problem the form has, in the order the fields appear. */
export function signupProblems(values: SignupValues): Array<{ id: string; label: string; message: string }> {
  const checks: Array<[string, string, string | null]> = [
    ['person_type', T.personTypeLabel, required(values.person_type)],
    ['identification_type', T.identificationTypeLabel, required(values.identification_type)],
    [
      'identification_number',
      T.identificationNumberLabel,
      required(values.identification_number) ??
        validateIdentification(values.identification_type, values.identification_number),
    ],
    ['first_name', T.firstNameLabel, required(values.first_name)],
    ['first_last_name', T.firstLastNameLabel, required(values.first_last_name)],
    ['email', T.emailLabel, validate(values.email, [required, emailRule])],
    ['phone', T.phoneLabel, numericOnly(values.phone)],
    ['password', T.newPasswordLabel, validate(values.password, [required, strongPasswordRule])],
    [
      'password_confirmation',
      T.confirmPasswordLabel,
      validate(values.password_confirmation, [required, matchesRule(values.password)]),
    ],
    ['terms', T.termsLabel, required(values.terms)],
  ];
  return checks
    .filter(([, , message]) => message !== null)
    .map(([id, label, message]) => ({ id, label, message: message as string }));
}
