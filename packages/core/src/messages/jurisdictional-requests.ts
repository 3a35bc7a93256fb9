import type { Cuantia } from './jurisdictional-texts.js';

/**
 * A jurisdictional request (SOLIP) as `/jurisdiccional-servi/` answers it: the server builds
 * these and the host's screens read them (docs/decisions/0017).
 */

/** An id and its label, as option lists give them. */
export interface SolipLabelled {
  id: number | string;
  name: string;
}

/** One prevalidation rule's verdict on a request. */
export interface SolipRuleResult {
  code: 'annexes_present' | 'annexes_readable' | 'amount_consistent' | 'party_identified';
  label: string;
  passed: boolean;
  detail: string;
}

/** One annex of a request. */
export interface SolipAnnex {
  id: number;
  kind: { id: string; name: string };
  status: SolipLabelled;
  file: { id_storage: number; name: string; size: number; content_type: string } | null;
  file_name: string;
  error: string;
  note: string;
  attempts: number;
  retryable: boolean;
  updated_at: string | null;
}

/** The cuantía block of a request. */
export interface SolipCuantia {
  year: number;
  smmlv: number | null;
  cuantia: Cuantia | null;
  label: string;
  detail: string;
}

/** A request in a list (`list-solicitudes`). */
export interface SolicitudeRow {
  id: number;
  radicado: string;
  solicitude_type: SolipLabelled;
  status: SolipLabelled;
  entity: SolipLabelled;
  claimant_name: string;
  amount: number;
  cuantia: Cuantia | null;
  cuantia_label: string;
  filed_on: string;
  complaint_code: string | null;
  analysis_type: SolipLabelled | null;
  proposed_analysis: SolipLabelled | null;
  annexes_count: number;
  created_at: string | null;
}

/** A request in full (`get-solicitude`). */
export interface Solicitude extends SolicitudeRow {
  claimant: { name: string; id_type: SolipLabelled | null; id_number: string; email: string; phone: string };
  attorney: { name: string; card: string } | null;
  facts: string;
  claim: string;
  claim_items: { description: string; value: number }[];
  cuantia_detail: SolipCuantia;
  annexes: SolipAnnex[];
  prevalidation: { rules: SolipRuleResult[]; proposed: SolipLabelled };
  mlvalidate_type: SolipLabelled | null;
  classification_note: string;
  classified_at: string | null;
  classified_by: string | null;
  /** The statuses the request may move to now (empty before classification and once finished). */
  next_statuses: SolipLabelled[];
  /** Finished («Rechazada» or «Terminada»): no status, annex or upload changes are accepted. */
  read_only: boolean;
  history: {
    id: number;
    action: string;
    label: string;
    detail: string;
    user: string | null;
    created_at: string | null;
  }[];
}
