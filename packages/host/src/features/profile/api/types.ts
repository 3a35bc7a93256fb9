/** The person part of the account, as `GET /user/{id}/` gives it and `PUT /profile/{id}/` takes it. */
export interface PersonFields {
  first_name: string;
  second_name: string;
  first_last_name: string;
  second_last_name: string;
  identification_type: string | null;
  identification_number: string | null;
  person_type: string | null;
}

/** The fields of `GET /user/{id}/` the profile shows. */
export interface ProfileUser {
  id: number;
  email: string | null;
  phone: string | null;
  phone_verified?: boolean;
  mfa?: { mail: boolean; sms: boolean; qr: boolean };
  person: PersonFields & { position?: { id: number; name: string } | null };
  [key: string]: unknown;
}
