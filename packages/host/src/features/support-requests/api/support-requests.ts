/** `GET /technical-support/`, `GET /technical-support/{id}/`, `POST …/{id}/answer/` (module 3). */
export const SUPPORT_ENDPOINT = '/technical-support/';

/** The path of one request. */
export const supportPath = (id: number | string) => `${SUPPORT_ENDPOINT}${encodeURIComponent(String(id))}/`;

/** Where an answer is posted. */
export const supportAnswerPath = (id: number | string) => `${supportPath(id)}answer/`;

/** A code and its name, as the support lists give them. */
export interface CodeRef {
  id: string;
  name: string;
}

/** One answer staff sent. */
export interface SupportAnswer {
  id: number;
  state: CodeRef;
  answer: string;
  author: { id: number; full_name: string } | null;
  created_at: string;
}

/** A technical-support request (`SupportRequest`). */
export interface SupportRequest {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  identification: string | null;
  problem_type: CodeRef | null;
  state: CodeRef | null;
  description: string;
  document: { id_storage: number; name: string; size: number; content_type: string } | null;
  answers?: SupportAnswer[];
  answers_count?: number;
  created_at: string;
}
