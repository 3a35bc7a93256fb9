import type { SessionUser } from '@sfc/core';

/** What the complaint form prefills from the signed-in consumer's profile. */
export interface ConsumerPrefill {
  nombres: string;
  correo: string;
  telefono: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The person's names and surnames in order ("Lucía Andrea Gómez Ruiz"), or "" without a person. */
export function personFullName(user: SessionUser | null | undefined): string {
  const person = user?.person ?? {};
  return ['first_name', 'second_name', 'first_last_name', 'second_last_name']
    .map((key) => text(person[key]))
    .filter(Boolean)
    .join(' ');
}

/**
 * The complaint form's consumer data from the session user (the sign-in's and `GET /user/{id}/`'s
 * shape): full name (the form's 50-character limit), e-mail, and the mobile number as digits
 * without the +57 prefix. Used by the host's registration screen and by `sfc-complaint-form`.
 */
export function consumerPrefill(user: SessionUser | null | undefined): ConsumerPrefill {
  return {
    nombres: personFullName(user).slice(0, 50),
    correo: text(user?.email),
    telefono: text(user?.phone).replace(/^\+57/, '').replace(/\D/g, ''),
  };
}
