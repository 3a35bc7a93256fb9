/** `GET /dcf/cases/`: the caller's cases with their counters. */
export const CASES_ENDPOINT = '/dcf/cases/';

/** `GET /dcf/cases/{id}/`: one case. */
export const casePath = (id: number | string) => `/dcf/cases/${encodeURIComponent(String(id))}/`;

/** `POST /dcf/cases/{id}/{action}/`: one stage of the procedure. */
export const caseActionPath = (id: number | string, action: string) =>
  `/dcf/cases/${encodeURIComponent(String(id))}/${encodeURIComponent(action)}/`;

/** `GET /dcf/cases/{id}/decision/`: the decision's PDF. */
export const caseDecisionPath = (id: number | string) =>
  `/dcf/cases/${encodeURIComponent(String(id))}/decision/`;

/** `GET/POST /dcf/vocerias/`: the vocerías of the caller's entities; a defender opens one. */
export const VOCERIAS_ENDPOINT = '/dcf/vocerias/';

/** `GET /dcf/vocerias/{id}/`. */
export const voceriaPath = (id: number | string) => `/dcf/vocerias/${encodeURIComponent(String(id))}/`;

/** `POST /dcf/vocerias/{id}/{present|answer|close}/`. */
export const voceriaActionPath = (id: number | string, action: string) =>
  `/dcf/vocerias/${encodeURIComponent(String(id))}/${encodeURIComponent(action)}/`;

/** The entities a defender may address (the recommendations' list: their defended entities). */
export const DEFENDED_ENTITIES_ENDPOINT = '/dcf/recommendations/entities/';

/** A row of the queue. */
export interface CaseRow {
  id: number;
  complaint_id: number;
  codigo_queja: string;
  consumer: string;
  entity: { id: number; name: string };
  stage: string;
  stage_name: string;
  awaiting: string;
  awaiting_name: string;
  due_day: string | null;
  due_status: string;
  due_status_name: string;
  received_at: string;
  outcome: string | null;
  outcome_name: string | null;
}

/** One entry of a case's history. */
export interface CaseEvent {
  id: number;
  kind: string;
  kind_name: string;
  side: string;
  at: string;
  text: string | null;
  stage_name: string;
  due_day: string | null;
  user?: string | null;
}

/** A case as `GET /dcf/cases/{id}/` answers it. */
export interface DefenderCase extends CaseRow {
  texto_queja: string;
  argumento_escalamiento: string | null;
  rectification: 'total' | 'partial' | null;
  rejection_reason_name: string | null;
  decision_text: string | null;
  decided_at: string | null;
  general_interest: boolean;
  has_decision: boolean;
  side: 'dcf' | 'entity' | 'authority' | 'consumer';
  actions: string[];
  events: CaseEvent[];
}

/** A vocería. */
export interface Voceria {
  id: number;
  entity: { id: number; name: string };
  consumer: string;
  opened_by: 'consumer' | 'dcf';
  subject: string;
  request: string;
  status: 'requested' | 'presented' | 'answered' | 'closed';
  status_name: string;
  presentation: string | null;
  answer: string | null;
  due_day: string | null;
  due_status: string;
  due_status_name: string;
  created_at: string;
  answered_at: string | null;
  side?: string;
}
