import { companyPath } from './companies.js';

/** `POST /company_list/{id}/api-client/`: create the entity's API account. */
export const apiAccountPath = (id: number | string) => `${companyPath(id)}api-client/`;

/** `POST /company_list/{id}/api-client/rotate/`: a new signing secret. */
export const rotateSecretPath = (id: number | string) => `${apiAccountPath(id)}rotate/`;

/** Credentials the server shows once (`password` only on creation). */
export interface ShownOnce {
  username?: string;
  password?: string;
  signing_secret: string;
  old_secrets_expire_at?: string;
}
