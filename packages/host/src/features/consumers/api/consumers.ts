/** `GET /userscfmanagement/`, `GET/PATCH /userscfmanagement/{id}/` (module 2). */
export const CONSUMERS_ENDPOINT = '/userscfmanagement/';

/** The path of one consumer. */
export const consumerPath = (id: number | string) =>
  `${CONSUMERS_ENDPOINT}${encodeURIComponent(String(id))}/`;

/** A financial consumer's account (`Consumer`). */
export interface Consumer {
  id: number;
  email: string;
  is_active: boolean;
  is_verified: boolean;
  locked: boolean;
  full_name: string;
  first_name: string;
  second_name: string | null;
  first_last_name: string;
  second_last_name: string | null;
  identification_type: string | null;
  identification_number: string | null;
  phone: string | null;
  complaints_count: number;
  last_login: string | null;
  created_at: string;
  updated_at: string;
}

/** `ConsumerDetail`: the account and its newest complaints. */
export interface ConsumerDetail extends Consumer {
  complaints: Array<{
    id: number;
    codigo_queja: string;
    entity: { name: string } | null;
    state: { id: number; name: string } | null;
    created_at: string;
  }>;
}
