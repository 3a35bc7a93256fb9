/** `GET/POST /company_list/`, `GET/PUT/PATCH /company_list/{id}/` (module 5). */
export const COMPANIES_ENDPOINT = '/company_list/';

/** The path of one entity. */
export const companyPath = (id: number | string) => `${COMPANIES_ENDPOINT}${encodeURIComponent(String(id))}/`;

/** A supervised entity (`Company`). */
export interface Company {
  id: number;
  tipo_entidad: number;
  entidad_cod: string;
  /** `tipo-código`, e.g. "1-7". */
  code: string;
  entity_type: { id: number; name: string } | null;
  name: string;
  nit: string | null;
  company_group: { id: string; name: string } | null;
  is_active: boolean;
  created_at: string;
  api_client: { username: string; created_at: string; active_secrets: number } | null;
}
