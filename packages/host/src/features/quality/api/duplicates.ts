/** `GET/POST /complaint_duplicity/`, `GET/PUT /complaint_duplicity/{id}/` (module 15). */
export const DUPLICATES_ENDPOINT = '/complaint_duplicity/';

/** The path of one candidate pair. */
export const duplicatePath = (id: number | string) =>
  `${DUPLICATES_ENDPOINT}${encodeURIComponent(String(id))}/`;

/** A piece of a text, marked when both texts share it. */
export interface TextSegment {
  text: string;
  match: boolean;
}

interface PairComplaint {
  id: number;
  codigo_queja: string;
  fecha_creacion: string | null;
  estado_cod: number;
}

/** A candidate pair as the list shows it. */
export interface DuplicatePair {
  id: number;
  score: number;
  status: 'pending' | 'confirmed' | 'dismissed';
  status_label: string;
  detected_at: string | null;
  decided_at: string | null;
  decided_by: string | null;
  complaint: PairComplaint;
  original: PairComplaint;
  consumer: { name: string; numero_id_cf: string | null };
  entity: { id: number; name: string };
}

/** A pair with both texts cut into segments. */
export interface DuplicateDetail extends DuplicatePair {
  complaint: PairComplaint & { texto_queja: string; segments: TextSegment[] };
  original: PairComplaint & { texto_queja: string; segments: TextSegment[] };
}
